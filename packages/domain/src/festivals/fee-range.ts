/** A section as the festival page's entry-fee fact reads it. */
export type FeeRangeSection = {
  /** The fee of the section's current period in cents; null when it takes no entries now. */
  currentFee: number | null;
  IsPayant: boolean;
  Devise: string;
};

export type FeeRange = {
  /** The paid fees' lowest and highest, in the first paid section's currency; none when all are free. */
  paid?: { min: number; max: number; currency: string };
  /** A section taking entries now is free (docs/decisions.md "Paid or free"). */
  hasFree: boolean;
};

/**
 * The festival page's "Entry fees": over the sections taking entries now, the range of what the
 * paid ones cost and whether one is free, so the page says "Free or €10 to €25" as the cards do
 * (issue 32: the page left free sections out). Undefined when no section takes entries.
 */
export function currentFeeRange(sections: readonly FeeRangeSection[]): FeeRange | undefined {
  const open = sections.filter((section) => section.currentFee !== null);
  if (open.length === 0) return undefined;
  const paid = open.filter((section) => section.IsPayant && (section.currentFee as number) > 0);
  const hasFree = paid.length < open.length;
  if (paid.length === 0) return { hasFree };
  const cents = paid.map((section) => section.currentFee as number);
  return {
    paid: { min: Math.min(...cents), max: Math.max(...cents), currency: paid[0]?.Devise ?? 'EUR' },
    hasFree,
  };
}
