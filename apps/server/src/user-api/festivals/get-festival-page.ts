import type { Db } from '@shortlist/db/client';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { festivalCallState } from '@shortlist/domain/festivals/call-state';
import { festivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import type { Language } from '@shortlist/domain/languages';
import { zonedDay } from '../../platform/performance/zoned-texts.ts';
import { translationsOf } from '../../platform/translations/load-translations.ts';
import { sortByLabel } from '../../platform/translations/translated-label.ts';
import { sectionDateTexts } from '../../shared-kernel/festival-section-view.ts';
import { callWithTexts } from './call-texts.ts';
import { festivalContacts } from './festival-contacts.ts';
import type { FestivalDictionary } from './festival-lists.ts';
import { type FestivalPageRows, loadFestivalPageRows } from './festival-page-head.ts';
import { buildSections } from './festival-sections.ts';
import { festivalImageUrl } from './image-urls.ts';

/**
 * `GET public/festivals/{id}`: the whole festival page in one answer (FESTIVAL_NOT_FOUND when
 * unknown), in one query whatever its size: the festival with its lists, sections and
 * translations (festival-page-head.ts). One round trip matters more than the query's size: on
 * two shared cores each query's socket writes and wake-ups cost more than running it.
 */
export async function getFestivalPage(
  db: Db,
  options: { id: number; language: Language; now: Date },
): Promise<FestivalPage> {
  const { id, language, now } = options;
  return buildFestivalPage(await loadFestivalPageRows(db, { id, language }), { language, now });
}

/** The page from its rows: translations, calendar flags, the call state and its dates worded. */
export function buildFestivalPage(
  rows: FestivalPageRows,
  options: { language: Language; now: Date },
): FestivalPage {
  const { language, now } = options;
  const { head, campaign, timeZone } = rows;
  const t = {
    label: translationsOf(rows.translations.labels, language),
    text: translationsOf(rows.translations.texts, language),
  };
  // Each instant worded once per page: the call's next deadline is one of the sections' dates.
  const dateTexts = sectionDateTexts(language, timeZone);
  const sections = campaign ? buildSections(rows.sectionRows, { t, now, timeZone, language, dateTexts }) : [];
  const contacts = festivalContacts(rows);
  const dictionary = (kind: FestivalDictionary) =>
    sortByLabel(
      rows.dictionaries.filter((item) => item.kind === kind),
      language,
    ).map(({ Id, Libelle }) => ({ Id, Libelle }));
  const labels = rows.labels.map((row) => ({
    Id: row.Id,
    IdFestival: row.IdFestival,
    Titre: t.label(row.IdLibelleTitre) ?? '',
    Description: t.text(row.IdTexteDescription),
    Img: row.Img,
    ImgUrl: festivalImageUrl(row.Img, 'thumbnail'),
    Ordre: row.Ordre,
    Type: row.Type,
  }));
  // In the managers' order; the order itself is not part of the public answer.
  const photos = rows.photos.map(({ Ordre: _, ...row }) => ({
    ...row,
    Url: festivalImageUrl(row.Fichier, 'hdready') ?? '',
  }));
  const presentation = { text: t.text };
  const genres = dictionary('genres');
  const categories = dictionary('categories');
  const thematiques = dictionary('thematiques');
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
    // The size each is shown at; the web adds the others to a srcset (image-sizes.ts).
    LogoUrl: festivalImageUrl(head.Logo, 'thumbnail'),
    CouvertureUrl: festivalImageUrl(head.Couverture, 'hdready'),
    BanniereUrl: festivalImageUrl(head.Banniere, 'fullhd'),
    badge: festivalBadge(campaign, now, timeZone),
    timeZone,
    call: callWithTexts(festivalCallState({ campaign, sections, now, timeZone }), dateTexts),
    campaign,
    festivalDays:
      campaign?.DebutCampagne && campaign.FinCampagne
        ? {
            from: zonedDay(campaign.DebutCampagne, language, timeZone),
            to: zonedDay(campaign.FinCampagne, language, timeZone),
          }
        : null,
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
