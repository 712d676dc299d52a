import { normalizeSearch } from './festival-filter-rules.ts';

// Letters that do not decompose into a base letter and an accent, spelled as URLs usually do.
const LETTERS_WITHOUT_ACCENT: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

/**
 * Readable URL part of a festival page (glossary: Smartname): `12-clermont-ferrand-short-film-festival`.
 * Only the id identifies the festival; the words follow the name and may change with it.
 */
export function festivalSmartName(id: number, name: string): string {
  const words = normalizeSearch(name)
    .replace(/[œæßøłđı]/g, (letter) => LETTERS_WITHOUT_ACCENT[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${id}-${words}` : String(id);
}

/** The festival id at the start of a smart name (`12-foo` or `12`), or undefined. */
export function parseSmartNameId(smartName: string): number | undefined {
  const match = /^([1-9]\d*)(?:-|$)/.exec(smartName);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}
