import type { Db } from '@shortlist/db/client';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { categorie, genre, pays, thematique } from '@shortlist/db/schema/dictionaries';
import {
  festival,
  festivalCategorie,
  festivalGenre,
  festivalLabel,
  festivalThematique,
} from '@shortlist/db/schema/festivals';
import { libelle, texte, tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import { searchName } from '@shortlist/db/search-name';
import type { FieldError } from '@shortlist/domain/errors';
import { type FestivalProfileValues, PROFILE_RULE } from '@shortlist/domain/festival-space/profile-contracts';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { ALL_LANGUAGES, type Language, languageId } from '@shortlist/domain/languages';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors.ts';

type Texts = Partial<Record<Language, string | null | undefined>>;

/** The languages a text holds, each refused with LANGUAGE_NOT_ROUTED when the site does not route it. */
function notRouted(path: string, texts: Texts, routed: readonly Language[]): FieldError[] {
  return ALL_LANGUAGES.filter((l) => l !== 'en' && texts[l] && !routed.includes(l)).map((l) => ({
    path: `${path}.${l}`,
    code: PROFILE_RULE.languageNotRouted,
    message: PROFILE_RULE.languageNotRouted,
  }));
}

/** The rows of one text in every language it holds (English always). */
function translations(texts: Texts) {
  return ALL_LANGUAGES.flatMap((l) => {
    const value = texts[l];
    return value ? [{ IdLangue: languageId(l), value }] : [];
  });
}

type Dictionary = PgTable & { Id: AnyPgColumn };

/** The chosen ids a dictionary does not hold, as field errors. */
async function unknownIds(tx: Db, checks: readonly [string, Dictionary, readonly number[]][]) {
  const fields: FieldError[] = [];
  for (const [path, dictionary, ids] of checks) {
    if (ids.length === 0) continue;
    const [found] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dictionary)
      .where(inArray(dictionary.Id, [...ids]));
    if ((found?.n ?? 0) !== ids.length)
      fields.push({ path, code: PROFILE_RULE.invalid, message: PROFILE_RULE.invalid });
  }
  return fields;
}

/** A new long text with its translations; its id. */
async function insertText(tx: Db, texts: Texts): Promise<number> {
  const [row] = await tx.insert(texte).values({}).returning({ Id: texte.Id });
  const id = (row as { Id: number }).Id;
  await tx
    .insert(tradTexte)
    .values(translations(texts).map((t) => ({ IdTexte: id, IdLangue: t.IdLangue, Texte: t.value })));
  return id;
}

/**
 * `PUT festival-space/festivals/{id}/profile` (through the festival-space area's port): the whole
 * profile in one transaction, the festival's row locked first so two saves of one festival follow
 * each other. Every list is replaced as sent; the address, contact details and structure are the
 * festival's own rows, created the first time. The time zone is worked out again from the
 * address's country and the position (docs/decisions.md "Deadline times"): the directory and the
 * calls count days on it at once. Unknown dictionary ids and languages the site does not route
 * answer 400 VALIDATION_FAILED with their fields, writing nothing.
 */
export async function writeFestivalProfile(
  db: Db,
  options: { festivalId: number; values: FestivalProfileValues; routedLanguages: readonly Language[] },
): Promise<void> {
  const { festivalId, values, routedLanguages } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(festival).where(eq(festival.Id, festivalId)).for('update');
    if (!current) throw new AppError('FESTIVAL_NOT_FOUND');
    const fields = [
      ...notRouted('Presentation', values.Presentation, routedLanguages),
      ...values.labels.flatMap((label, i) => [
        ...notRouted(`labels.${i}.Titre`, label.Titre, routedLanguages),
        ...(label.Description
          ? notRouted(`labels.${i}.Description`, label.Description, routedLanguages)
          : []),
      ]),
      ...(await unknownIds(tx, [
        ['adresse.IdPays', pays, [values.adresse.IdPays]],
        ['idsGenre', genre, values.idsGenre],
        ['idsCategorie', categorie, values.idsCategorie],
        ['idsThematique', thematique, values.idsThematique],
      ])),
    ];
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });

    const IdAdresse = await saveRow(tx, adresse, current.IdAdresse, values.adresse);
    const IdCoordonnee = await saveRow(tx, coordonnee, current.IdCoordonnee, values.coordonnee);
    const IdStructure = values.structure
      ? await saveRow(tx, structure, current.IdStructure, values.structure)
      : null;
    const IdTextePresentation = await replaceText(tx, current.IdTextePresentation, values.Presentation);
    const [country] = await tx
      .select({ Iso2: pays.Iso2 })
      .from(pays)
      .where(eq(pays.Id, values.adresse.IdPays));
    await tx
      .update(festival)
      .set({
        Nom: values.Nom,
        NomRecherche: searchName(values.Nom),
        IdPays: values.adresse.IdPays,
        IdAdresse,
        IdCoordonnee,
        IdStructure,
        IdTextePresentation,
        AnneeCreation: values.AnneeCreation,
        PecRealisateur: values.PecRealisateur,
        GpsLatitude: values.GpsLatitude,
        GpsLongitude: values.GpsLongitude,
        FuseauHoraire: festivalTimeZone({
          iso2: country?.Iso2,
          latitude: values.GpsLatitude,
          longitude: values.GpsLongitude,
        }),
      })
      .where(eq(festival.Id, festivalId));
    await tx.delete(festivalGenre).where(eq(festivalGenre.IdFestival, festivalId));
    await tx.delete(festivalCategorie).where(eq(festivalCategorie.IdFestival, festivalId));
    await tx.delete(festivalThematique).where(eq(festivalThematique.IdFestival, festivalId));
    if (values.idsGenre.length > 0)
      await tx
        .insert(festivalGenre)
        .values(values.idsGenre.map((IdGenre) => ({ IdFestival: festivalId, IdGenre })));
    if (values.idsCategorie.length > 0)
      await tx
        .insert(festivalCategorie)
        .values(values.idsCategorie.map((IdCategorie) => ({ IdFestival: festivalId, IdCategorie })));
    if (values.idsThematique.length > 0)
      await tx
        .insert(festivalThematique)
        .values(values.idsThematique.map((IdThematique) => ({ IdFestival: festivalId, IdThematique })));
    await replaceLabels(tx, festivalId, values.labels);
  });
}

/** Updates the festival's own row of `table`, or creates it; its id. */
async function saveRow<T extends typeof adresse | typeof coordonnee | typeof structure>(
  tx: Db,
  table: T,
  id: number | null,
  values: Partial<T['$inferInsert']>,
): Promise<number> {
  if (id !== null) {
    await tx
      .update(table as typeof adresse)
      .set(values as never)
      .where(eq((table as typeof adresse).Id, id));
    return id;
  }
  const [row] = await tx
    .insert(table as typeof adresse)
    .values(values as never)
    .returning({ Id: adresse.Id });
  return (row as { Id: number }).Id;
}

/** The presentation's translations replaced (its text row kept, or created the first time). */
async function replaceText(tx: Db, id: number | null, texts: Texts): Promise<number> {
  if (id === null) return insertText(tx, texts);
  await tx.delete(tradTexte).where(eq(tradTexte.IdTexte, id));
  await tx
    .insert(tradTexte)
    .values(translations(texts).map((t) => ({ IdTexte: id, IdLangue: t.IdLangue, Texte: t.value })));
  return id;
}

/** The labels replaced as sent, in their order; the old ones' titles and descriptions go with them. */
async function replaceLabels(tx: Db, festivalId: number, labels: FestivalProfileValues['labels']) {
  const old = await tx
    .delete(festivalLabel)
    .where(eq(festivalLabel.IdFestival, festivalId))
    .returning({ title: festivalLabel.IdLibelleTitre, text: festivalLabel.IdTexteDescription });
  if (old.length > 0) {
    await tx.delete(libelle).where(
      inArray(
        libelle.Id,
        old.map((o) => o.title),
      ),
    );
    const texts = old.flatMap((o) => (o.text === null ? [] : [o.text]));
    if (texts.length > 0) await tx.delete(texte).where(inArray(texte.Id, texts));
  }
  for (const [Ordre, label] of labels.entries()) {
    const [title] = await tx.insert(libelle).values({}).returning({ Id: libelle.Id });
    const IdLibelleTitre = (title as { Id: number }).Id;
    await tx.insert(tradLibelle).values(
      translations(label.Titre).map((t) => ({
        IdLibelle: IdLibelleTitre,
        IdLangue: t.IdLangue,
        Libelle: t.value,
      })),
    );
    const IdTexteDescription = label.Description ? await insertText(tx, label.Description) : null;
    await tx
      .insert(festivalLabel)
      .values({ IdFestival: festivalId, IdLibelleTitre, IdTexteDescription, Ordre, Type: label.Type });
  }
}
