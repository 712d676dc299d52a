/** Letters no decomposition splits: "Cœur" must answer "coeur". */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * Lower case without accents or ligatures: the panel's search ignores them (spec §2). The web
 * panel and the server's paged film panel fold with this one function, so both find the same.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .trim();
}
