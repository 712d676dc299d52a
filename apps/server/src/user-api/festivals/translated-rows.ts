import type { Db } from '@shortlist/db/client';
import { libelle, texte, tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import type { FieldError } from '@shortlist/domain/errors';
import { ALL_LANGUAGES, type Language, languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';

/*
 * A label (`libelle`, up to 255 per language) or a long text (`texte`) written in the languages
 * a form sends: the festivals area's writers of sections and questions share them.
 */

export type Texts = Partial<Record<Language, string | null | undefined>>;

/** The languages a text holds that the site does not route, as LANGUAGE_NOT_ROUTED field errors. */
export function unroutedLanguages(path: string, texts: Texts, routed: readonly Language[]): FieldError[] {
  return ALL_LANGUAGES.filter((l) => l !== 'en' && texts[l] && !routed.includes(l)).map((l) => ({
    path: `${path}.${l}`,
    code: 'LANGUAGE_NOT_ROUTED',
    message: 'LANGUAGE_NOT_ROUTED',
  }));
}

/** One row per language the text holds (English always). */
function rows(texts: Texts) {
  return ALL_LANGUAGES.flatMap((l) => {
    const value = texts[l];
    return value ? [{ IdLangue: languageId(l), value }] : [];
  });
}

/** A label with its translations: a new one when `id` is null, else its translations replaced. */
export async function saveLabel(tx: Db, id: number | null, texts: Texts): Promise<number> {
  let IdLibelle = id;
  if (IdLibelle === null) {
    const [row] = await tx.insert(libelle).values({}).returning({ Id: libelle.Id });
    IdLibelle = (row as { Id: number }).Id;
  } else await tx.delete(tradLibelle).where(eq(tradLibelle.IdLibelle, IdLibelle));
  const values = rows(texts).map((t) => ({
    IdLibelle: IdLibelle as number,
    IdLangue: t.IdLangue,
    Libelle: t.value,
  }));
  if (values.length > 0) await tx.insert(tradLibelle).values(values);
  return IdLibelle;
}

/** A long text with its translations: a new one when `id` is null, else its translations replaced. */
export async function saveText(tx: Db, id: number | null, texts: Texts): Promise<number> {
  let IdTexte = id;
  if (IdTexte === null) {
    const [row] = await tx.insert(texte).values({}).returning({ Id: texte.Id });
    IdTexte = (row as { Id: number }).Id;
  } else await tx.delete(tradTexte).where(eq(tradTexte.IdTexte, IdTexte));
  const values = rows(texts).map((t) => ({
    IdTexte: IdTexte as number,
    IdLangue: t.IdLangue,
    Texte: t.value,
  }));
  if (values.length > 0) await tx.insert(tradTexte).values(values);
  return IdTexte;
}
