import { normalizeSearch } from './festival-filter.ts';

/**
 * Readable URL part of a festival page (glossary: Smartname): `12-clermont-ferrand-short-film-festival`.
 * Only the id identifies the festival; the words follow the name and may change with it.
 */
export function festivalSmartName(id: number, name: string): string {
  const words = normalizeSearch(name)
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
