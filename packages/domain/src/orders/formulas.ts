import { FESTIVAL_BANK_FEE_BP, SUPERSTAMP_ENTRY_DISCOUNT_BP } from './catalogue.ts';
import { percentOf } from './money.ts';

/**
 * How a submission in the basket is paid (spec §1, issue 15): a stamp from the balance, a stamp
 * bought now (the platform fee product, paid at checkout), or the film's SuperStamp (no platform
 * fee, 20 % off the entry fee). The entry fee itself is always paid in money. `FormuleId` is the
 * number the spec's `customer/basket/submission/update {FormuleId, SubmissionIds}` carries.
 */
export const SUBMISSION_FORMULAS = ['balance', 'buyStamp', 'superStamp'] as const;
export type SubmissionFormula = (typeof SUBMISSION_FORMULAS)[number];

export const FORMULA_IDS: Readonly<Record<SubmissionFormula, number>> = {
  balance: 1,
  buyStamp: 2,
  superStamp: 3,
};
export const FORMULA_ID_VALUES = [1, 2, 3] as const;

export function formulaOfId(id: number): SubmissionFormula | undefined {
  return SUBMISSION_FORMULAS.find((formula) => FORMULA_IDS[formula] === id);
}

export type SubmissionCharge = {
  /** Entry fee charged, after the SuperStamp discount. */
  entryFeeCents: number;
  discountCents: number;
  /** Platform fee charged in money (a stamp bought now). */
  platformFeeCents: number;
  /** Stamps taken from the balance. */
  stampsUsed: number;
  /** What the festival receives for this entry: the charged fee less the bank fee. */
  payoutCents: number;
};

/** What one submission costs with its formula. */
export function submissionCharge(options: {
  entryFeeCents: number;
  formula: SubmissionFormula;
  platformFeeCents: number;
}): SubmissionCharge {
  const { entryFeeCents, formula } = options;
  const discountCents = formula === 'superStamp' ? percentOf(entryFeeCents, SUPERSTAMP_ENTRY_DISCOUNT_BP) : 0;
  const charged = entryFeeCents - discountCents;
  return {
    entryFeeCents: charged,
    discountCents,
    platformFeeCents: formula === 'buyStamp' ? options.platformFeeCents : 0,
    stampsUsed: formula === 'balance' ? 1 : 0,
    payoutCents: festivalPayout(charged),
  };
}

/** docs/decisions.md "Festival payout": the entry fee less 4.9 %, rounded to the cent (2000 -> 1902). */
export function festivalPayout(entryFeeCents: number): number {
  return entryFeeCents - percentOf(entryFeeCents, FESTIVAL_BANK_FEE_BP);
}

/**
 * The formula an entry gets when the filmmaker has not chosen one: the film's SuperStamp when it
 * has one, else a stamp of the balance while some are left (counting the entries before it),
 * else a stamp bought now.
 */
export function defaultFormula(options: { filmCovered: boolean; stampsLeft: number }): SubmissionFormula {
  if (options.filmCovered) return 'superStamp';
  return options.stampsLeft > 0 ? 'balance' : 'buyStamp';
}
