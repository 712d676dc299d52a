import type { Db } from '@shortlist/db/client';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { festivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import type { Language } from '@shortlist/domain/languages';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { loadFestival, loadFestivalContacts } from './festival-contacts.ts';
import { listFestivalDictionary, listFestivalLabels, listFestivalPhotos } from './festival-lists.ts';
import { loadCurrentCampaign, loadSections } from './festival-sections.ts';
import { festivalImageUrl } from './image-urls.ts';

/** `GET public/festivals/{id}`: the whole festival page in one answer (FESTIVAL_NOT_FOUND when unknown). */
export async function getFestivalPage(
  db: Db,
  options: { id: number; language: Language; now: Date },
): Promise<FestivalPage> {
  const { id, language, now } = options;
  const head = await loadFestival(db, id);
  const [contacts, presentation, genres, categories, thematiques, labels, photos, campaign] =
    await Promise.all([
      loadFestivalContacts(db, { head, language }),
      loadTranslations(db, { language, labels: [], texts: [head.IdTextePresentation] }),
      listFestivalDictionary(db, { id, name: 'genres', language }),
      listFestivalDictionary(db, { id, name: 'categories', language }),
      listFestivalDictionary(db, { id, name: 'thematiques', language }),
      listFestivalLabels(db, { id, language }),
      listFestivalPhotos(db, { id }),
      loadCurrentCampaign(db, id),
    ]);
  const sections = campaign ? await loadSections(db, { campaignId: campaign.IdCampagne, language, now }) : [];
  return {
    Id: head.Id,
    Nom: head.Nom,
    ShortName: head.ShortName,
    SmartName: festivalSmartName(head.Id, head.Nom),
    IdLangue: head.IdLangue,
    IdPays: head.IdPays,
    LibellePays: contacts.LibellePays,
    AnneeCreation: head.AnneeCreation,
    Presentation: presentation.text(head.IdTextePresentation),
    GpsLatitude: head.GpsLatitude,
    GpsLongitude: head.GpsLongitude,
    PecRealisateur: head.PecRealisateur,
    Logo: head.Logo,
    Couverture: head.Couverture,
    Banniere: head.Banniere,
    LogoUrl: festivalImageUrl(head.Logo),
    CouvertureUrl: festivalImageUrl(head.Couverture),
    BanniereUrl: festivalImageUrl(head.Banniere),
    badge: festivalBadge(campaign, now),
    campaign,
    adresse: contacts.adresse,
    coordonnee: contacts.coordonnee,
    structure: contacts.structure,
    genres,
    categories,
    thematiques,
    labels,
    photos,
    sections,
  };
}
