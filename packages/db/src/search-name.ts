/** The normalised form kept in `NomRecherche` columns: lowercase, accents stripped, spaces collapsed. */
export function searchName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
