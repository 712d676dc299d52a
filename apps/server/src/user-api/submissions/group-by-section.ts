/** Rows of many campaign sections, grouped once: a lookup per section instead of a scan per section. */
export function groupBySection<T extends { IdCampagneSection: number }>(
  rows: readonly T[],
): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.IdCampagneSection);
    if (group) group.push(row);
    else groups.set(row.IdCampagneSection, [row]);
  }
  return groups;
}
