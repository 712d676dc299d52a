/**
 * The laurels of a public film page (issue 32): the festivals of the film's career (spec §3
 * "career", festival participations), each with its year and award, the awards first, then the
 * newest selections. A participation without an award is a selection.
 */
export type Laurel = { Id: number; festival: string; year: number; award: string | null };

export function filmLaurels(
  participations: readonly { Id: number; NomFestival: string; Annee: number; Distinction: string | null }[],
): Laurel[] {
  return participations
    .map((p) => ({ Id: p.Id, festival: p.NomFestival, year: p.Annee, award: p.Distinction?.trim() || null }))
    .sort((a, b) => Number(b.award !== null) - Number(a.award !== null) || b.year - a.year || a.Id - b.Id);
}
