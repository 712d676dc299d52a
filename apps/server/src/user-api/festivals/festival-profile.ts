import type { Db } from '@shortlist/db/client';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { pays } from '@shortlist/db/schema/dictionaries';
import {
  festival,
  festivalCategorie,
  festivalGenre,
  festivalLabel,
  festivalThematique,
} from '@shortlist/db/schema/festivals';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import type { FestivalProfile } from '@shortlist/domain/festival-space/profile-contracts';
import { ALL_LANGUAGES, type Language, languageFromId } from '@shortlist/domain/languages';
import { asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { festivalZone } from './festival-zone.ts';

type Texts = FestivalProfile['Presentation'];

/** The texts of one translation id by language; English '' when it has none (an old festival). */
function textsOf(rows: readonly { Id: number; IdLangue: number; Texte: string }[], id: number | null): Texts {
  const texts: Texts = { en: '' };
  if (id === null) return texts;
  for (const row of rows) {
    if (row.Id !== id) continue;
    const language = languageFromId(row.IdLangue);
    if (language) texts[language] = row.Texte;
  }
  return texts;
}

/**
 * The profile of a festival as its managers edit it (`GET festival-space/festivals/{id}/profile`,
 * through the festival-space area's port): every field with its texts in every language held.
 * FESTIVAL_NOT_FOUND for an unknown festival.
 */
export async function readFestivalProfile(
  db: Db,
  options: { festivalId: number; routedLanguages: readonly Language[] },
): Promise<FestivalProfile> {
  const { festivalId } = options;
  const [head] = await db
    .select({ festival, adresse, coordonnee, structure })
    .from(festival)
    .leftJoin(adresse, eq(adresse.Id, festival.IdAdresse))
    .leftJoin(coordonnee, eq(coordonnee.Id, festival.IdCoordonnee))
    .leftJoin(structure, eq(structure.Id, festival.IdStructure))
    .where(eq(festival.Id, festivalId));
  if (!head) throw new AppError('FESTIVAL_NOT_FOUND');
  const f = head.festival;
  const links = async (
    table: typeof festivalGenre | typeof festivalCategorie | typeof festivalThematique,
  ) => {
    const column =
      table === festivalGenre
        ? festivalGenre.IdGenre
        : table === festivalCategorie
          ? festivalCategorie.IdCategorie
          : festivalThematique.IdThematique;
    const rows = await db
      .select({ Id: column })
      .from(table)
      .where(eq(table.IdFestival, festivalId))
      .orderBy(asc(column));
    return rows.map((row) => row.Id);
  };
  const idsGenre = await links(festivalGenre);
  const idsCategorie = await links(festivalCategorie);
  const idsThematique = await links(festivalThematique);
  const labels = await db
    .select()
    .from(festivalLabel)
    .where(eq(festivalLabel.IdFestival, festivalId))
    .orderBy(asc(festivalLabel.Ordre), asc(festivalLabel.Id));
  const textIds = [f.IdTextePresentation, ...labels.map((l) => l.IdTexteDescription)].filter(
    (id): id is number => id !== null,
  );
  const texts =
    textIds.length === 0
      ? []
      : await db
          .select({ Id: tradTexte.IdTexte, IdLangue: tradTexte.IdLangue, Texte: tradTexte.Texte })
          .from(tradTexte)
          .where(inArray(tradTexte.IdTexte, textIds));
  const titles =
    labels.length === 0
      ? []
      : await db
          .select({ Id: tradLibelle.IdLibelle, IdLangue: tradLibelle.IdLangue, Texte: tradLibelle.Libelle })
          .from(tradLibelle)
          .where(
            inArray(
              tradLibelle.IdLibelle,
              labels.map((l) => l.IdLibelleTitre),
            ),
          );
  const a = head.adresse;
  const c = head.coordonnee;
  const country = a?.IdPays ?? f.IdPays;
  // The country's code, for the zone of a festival not yet given one.
  const [iso] = await db.select({ Iso2: pays.Iso2 }).from(pays).where(eq(pays.Id, country));
  return {
    IdFestival: f.Id,
    ShortName: f.ShortName,
    languages: ALL_LANGUAGES.filter((l) => l === 'en' || options.routedLanguages.includes(l)),
    timeZone: festivalZone({ ...f, Iso2: iso?.Iso2 }),
    Nom: f.Nom,
    Presentation: textsOf(texts, f.IdTextePresentation),
    AnneeCreation: f.AnneeCreation,
    PecRealisateur: f.PecRealisateur,
    adresse: {
      IdPays: country,
      Ligne1: a?.Ligne1 ?? null,
      Ligne2: a?.Ligne2 ?? null,
      Province: a?.Province ?? null,
      Cp: a?.Cp ?? null,
      Ville: a?.Ville ?? null,
    },
    GpsLatitude: f.GpsLatitude,
    GpsLongitude: f.GpsLongitude,
    coordonnee: {
      Telephone: c?.Telephone ?? null,
      Email: c?.Email ?? null,
      SiteWeb: c?.SiteWeb ?? null,
      UrlLinkedin: c?.UrlLinkedin ?? null,
      UrlInstagram: c?.UrlInstagram ?? null,
      UrlFacebook: c?.UrlFacebook ?? null,
      UrlTwitter: c?.UrlTwitter ?? null,
    },
    structure: head.structure
      ? { RaisonSociale: head.structure.RaisonSociale, NumeroIntracom: head.structure.NumeroIntracom }
      : null,
    idsGenre,
    idsCategorie,
    idsThematique,
    labels: labels.map((label) => ({
      Type: label.Type,
      Titre: textsOf(titles, label.IdLibelleTitre),
      Description: label.IdTexteDescription === null ? null : textsOf(texts, label.IdTexteDescription),
    })),
  };
}
