import type { EligibilityCode, EligibilityReason } from './eligibility-codes.ts';

type Values = EligibilityReason['values'];

const BARE = new Map<EligibilityCode, EligibilityReason>();

/**
 * A reason whose catalogue key is its code (every code but the additional questions'). A reason
 * without values is one shared, frozen object per code: a panel gives the same one thousands of
 * times.
 */
export function reason(code: EligibilityCode, values?: Values): EligibilityReason {
  if (values) return { code, key: code, values };
  let bare = BARE.get(code);
  if (!bare) {
    bare = Object.freeze({ code, key: code, values: Object.freeze({}) });
    BARE.set(code, bare);
  }
  return bare;
}

/** `2026-03-31` for a Date or an ISO string: the UTC calendar day the rules compare. */
export function isoDay(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** `2024-03`, or `2024` without a month (REASON_VALUES `monthYear`). */
export function monthYear(year: number, month: number | null): string {
  return month === null ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
}
