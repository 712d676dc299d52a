import type { BasketLine, BasketProblem } from './basket-calculation.ts';

/**
 * A booklet in the basket does not pay that basket's platform fees (issue 32, docs/decisions.md):
 * its stamps are credited once its order is paid (spec §4 "paid, stamps credited"), while an
 * order takes the stamps its entries use from the balance when it is placed (never below zero).
 * So when the basket holds a booklet and entries whose platform fee is paid with money, or that
 * wait for stamps the balance lacks, paying the booklet first and then those entries with its
 * stamps is the cheaper path. Answers how many of those entries its stamps would cover and the
 * platform fees (excl. VAT) that saves on what the basket charges now; null when nothing applies.
 */
export function bookletFirst(calculation: {
  lines: readonly Pick<BasketLine, 'kind' | 'netCents' | 'stampsCredited'>[];
  problems: readonly Pick<BasketProblem, 'code'>[];
}): { entries: number; savingCents: number } | null {
  const credited = calculation.lines
    .filter((line) => line.kind === 'stampBooklet')
    .reduce((sum, line) => sum + line.stampsCredited, 0);
  if (credited === 0) return null;
  const fees = calculation.lines
    .filter((line) => line.kind === 'platformFee' && line.netCents > 0)
    .map((line) => line.netCents)
    .sort((a, b) => b - a);
  const waiting = calculation.problems.filter((problem) => problem.code === 'STAMPS_INSUFFICIENT').length;
  // Stamps go first to the entries that wait for them, then to fees paid with money, dearest first.
  const entries = Math.min(credited, waiting + fees.length);
  if (entries === 0) return null;
  const paidByMoney = Math.max(0, entries - waiting);
  const savingCents = fees.slice(0, paidByMoney).reduce((sum, cents) => sum + cents, 0);
  return { entries, savingCents };
}
