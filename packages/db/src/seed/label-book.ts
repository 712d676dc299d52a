import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import type { Db } from '../client.ts';
import { libelle, texte, tradLibelle, tradTexte } from '../schema/translations.ts';
import { insertRows } from './insert.ts';

/** Text in several languages; `en` is required, missing languages are not stored (clients fall back to en). */
export type Translated = { en: string } & Partial<Record<Language, string>>;

/** [en, fr, es, it, pt], the order of the dictionary data files. */
export type LabelTuple = readonly [string, string, string, string, string];

export function fromTuple([en, fr, es, it, pt]: LabelTuple): Translated {
  return { en, fr, es, it, pt };
}

/**
 * Collects labels (`libelle` + `trad_libelle`) and texts (`texte` + `trad_texte`) with explicit
 * ids, so a seed can refer to them before writing everything in one insert per table.
 */
export class LabelBook {
  private readonly libelles: { Id: number }[] = [];
  private readonly tradLibelles: (typeof tradLibelle.$inferInsert)[] = [];
  private readonly textes: { Id: number }[] = [];
  private readonly tradTextes: (typeof tradTexte.$inferInsert)[] = [];

  constructor(
    private nextLibelle: number,
    private nextTexte: number,
  ) {}

  label(value: Translated): number {
    const Id = this.nextLibelle++;
    this.libelles.push({ Id });
    for (const [lang, text] of entries(value)) {
      this.tradLibelles.push({ IdLibelle: Id, IdLangue: LANGUAGES[lang].id, Libelle: text.slice(0, 255) });
    }
    return Id;
  }

  text(value: Translated): number {
    const Id = this.nextTexte++;
    this.textes.push({ Id });
    for (const [lang, text] of entries(value)) {
      this.tradTextes.push({ IdTexte: Id, IdLangue: LANGUAGES[lang].id, Texte: text });
    }
    return Id;
  }

  async write(db: Db): Promise<void> {
    await insertRows(db, libelle, this.libelles);
    await insertRows(db, tradLibelle, this.tradLibelles);
    await insertRows(db, texte, this.textes);
    await insertRows(db, tradTexte, this.tradTextes);
  }
}

function entries(value: Translated): [Language, string][] {
  return (Object.entries(value) as [Language, string | undefined][]).filter(
    (entry): entry is [Language, string] => typeof entry[1] === 'string' && entry[1].length > 0,
  );
}
