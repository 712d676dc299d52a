import { zonedTimeToUtc } from '../festivals/zoned-time.ts';
import { percentOf } from './money.ts';

/**
 * Fee waivers and discount codes (issue 33): a festival's code for one of its sections, taking
 * the whole entry fee (`free`) or a percentage of it off, with a use limit and an expiry day on
 * the festival's clock, optionally handed to chosen filmmakers only. It touches the entry fee
 * alone: the platform fee and stamps are unchanged, and the festival's payout follows the fee
 * actually charged (docs/decisions.md "Festival discount codes").
 */
export const FESTIVAL_CODE_KINDS = ['free', 'percent'] as const;
export type FestivalCodeKind = (typeof FESTIVAL_CODE_KINDS)[number];

/** Why a code does not apply to an entry; each is an error code (`errors:codes.<CODE>`). */
export const FESTIVAL_CODE_REFUSALS = [
  'FESTIVAL_CODE_UNKNOWN',
  'FESTIVAL_CODE_EXPIRED',
  'FESTIVAL_CODE_USED_UP',
  'FESTIVAL_CODE_OTHER_SECTION',
  'FESTIVAL_CODE_NOT_HANDED',
] as const;
export type FestivalCodeRefusal = (typeof FESTIVAL_CODE_REFUSALS)[number];

export const FESTIVAL_CODE_MAX = 32;
export const FESTIVAL_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A generated code's letters: no 0/O, 1/I/L, so it reads back without doubt. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GENERATED_CODE_LENGTH = 8;

/** Codes are kept and compared in capitals, so `waive10` and `WAIVE10` are one code of a festival. */
export function normalFestivalCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A new code from random bytes (given, so this stays pure): 8 letters of `CODE_ALPHABET`. */
export function generatedFestivalCode(randomBytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i += 1) {
    code += CODE_ALPHABET[(randomBytes[i] ?? 0) % CODE_ALPHABET.length];
  }
  return code;
}

export type FestivalCodeRule = {
  code: string;
  IdCampagneSection: number;
  kind: FestivalCodeKind;
  /** The percentage taken off, 1 to 100 (a `free` code is 100). */
  percent: number;
  /** The first instant it no longer works: the day after its last day, at midnight, festival's clock. */
  expiresAt: Date;
  maxUses: number;
  uses: number;
  /** Withdrawn by a manager: it no longer works, its uses stay counted. */
  disabled: boolean;
  /** The (lowercase) addresses it was handed to when only they may use it; null: whoever has it. */
  handedTo: readonly string[] | null;
};

/**
 * The instant a code whose last day is `day` (`YYYY-MM-DD`) stops working: the next midnight on
 * the festival's clock, so "valid until 31 May" holds all of 31 May where the festival is.
 */
export function festivalCodeExpiry(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return zonedTimeToUtc(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    timeZone,
  );
}

/**
 * Whether the code may take money off this entry now: null when it may. The order of the checks
 * is the filmmaker's: a code of another section is said so before it is said to be used up.
 */
export function festivalCodeRefusal(
  rule: FestivalCodeRule | null,
  facts: { IdCampagneSection: number; login: string; now: Date },
): FestivalCodeRefusal | null {
  if (!rule) return 'FESTIVAL_CODE_UNKNOWN';
  if (rule.IdCampagneSection !== facts.IdCampagneSection) return 'FESTIVAL_CODE_OTHER_SECTION';
  if (rule.handedTo !== null && !rule.handedTo.includes(facts.login.trim().toLowerCase())) {
    return 'FESTIVAL_CODE_NOT_HANDED';
  }
  if (rule.disabled || facts.now >= rule.expiresAt) return 'FESTIVAL_CODE_EXPIRED';
  if (rule.uses >= rule.maxUses) return 'FESTIVAL_CODE_USED_UP';
  return null;
}

/**
 * The entry fee with the code: a free code charges nothing; a percentage takes that share off,
 * the discount rounded half up to the cent (1 999 at 15 %: 299.85 -> 300 off, 1 699 charged).
 */
export function discountedEntryFee(
  entryFeeCents: number,
  rule: Pick<FestivalCodeRule, 'kind' | 'percent'>,
): { feeCents: number; discountCents: number } {
  const discountCents =
    rule.kind === 'free' ? entryFeeCents : percentOf(entryFeeCents, Math.min(rule.percent, 100) * 100);
  return { feeCents: entryFeeCents - discountCents, discountCents };
}
