import type { BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';

/**
 * The entry fees as the sections price them, before a festival's code or a SuperStamp takes its
 * share: what the summary strikes through when less is charged (`totals.entryFeesCents`).
 */
export function entryFeesBeforeDiscounts(calculation: Pick<BasketCalculationAnswer, 'lines'>): number {
  return calculation.lines
    .filter((line) => line.kind === 'entryFee')
    .reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}
