import type { Db } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import { versementFestival, versementMois } from '@shortlist/db/schema/orders';
import { ZPayoutMonthKey } from '@shortlist/domain/festival-space/payout-contracts';
import { isPayoutMonthOver, payoutMonthRange } from '@shortlist/domain/festival-space/payout-rules';
import { ZId } from '@shortlist/domain/fields/ids';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';

export type PayoutPaidAnswer = {
  IdFestival: number;
  month: string;
  reference: string;
  /** What the month's lines add up to, as recorded: the amount sent. */
  amountCents: number;
  /** True when this call recorded the payment; false when it was already recorded (nothing changed). */
  paid: boolean;
  message: string;
};

const refuse = (path: string, code: string, message: string) =>
  new AppError('CONFLICT', { fields: [{ path, code, message }] });

/**
 * The platform paid a festival its month (docs/decisions.md "Festival payout"), for an operator: one
 * `versement_mois` row with the bank's reference, the amount (the month's due, the sum of its
 * lines), the date and the operator's name (`Operateur`; the run itself is written down in
 * `operator_audit` like every command), in one transaction. Refused, with nothing written: an
 * unknown festival (404); a month not over yet on the Paris clock (`MONTH_NOT_OVER`: its lines may
 * still grow), a month without payout lines (`NO_PAYOUT`), an amount given that is not the month's
 * due (`AMOUNT_MISMATCH`, the due in the message), a month already paid under another reference
 * (`ALREADY_PAID`). The same reference again answers `paid: false` and changes nothing. Two runs
 * at once meet on the unique (festival, month) index: the second waits for the first, then finds
 * its row. Once paid, the month's lines never change: every line is dated when written, always in
 * the current month, and a refund adds its own line.
 */
export async function markPayoutPaid(
  db: Db,
  options: {
    festivalId: number;
    month: string;
    reference: string;
    amountCents?: number | undefined;
    operator: string;
    now: Date;
  },
): Promise<PayoutPaidAnswer> {
  const { festivalId, month, reference, now } = options;
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ Id: festival.Id }).from(festival).where(eq(festival.Id, festivalId));
    if (!owner) {
      throw new AppError('NOT_FOUND', {
        fields: [{ path: 'festival', code: 'UNKNOWN', message: `No festival ${festivalId}.` }],
      });
    }
    if (!isPayoutMonthOver(month, now)) {
      throw refuse('month', 'MONTH_NOT_OVER', `${month} is not over yet (Paris time); nothing changed.`);
    }
    const { start, end } = payoutMonthRange(month);
    const [totals] = await tx
      .select({
        lines: sql<number>`count(*)`.mapWith(Number),
        dueCents: sql<number>`coalesce(sum(${versementFestival.MontantVersement}), 0)`.mapWith(Number),
      })
      .from(versementFestival)
      .where(
        and(
          eq(versementFestival.IdFestival, festivalId),
          gte(versementFestival.DateCreation, start),
          lt(versementFestival.DateCreation, end),
        ),
      );
    const dueCents = totals?.dueCents ?? 0;
    if (!totals || totals.lines === 0) {
      throw refuse(
        'month',
        'NO_PAYOUT',
        `Festival ${festivalId} has no payout line in ${month}; nothing changed.`,
      );
    }
    if (options.amountCents !== undefined && options.amountCents !== dueCents) {
      throw refuse(
        'cents',
        'AMOUNT_MISMATCH',
        `${month} is due ${dueCents} cents to festival ${festivalId}, not ${options.amountCents}; nothing changed.`,
      );
    }
    const answer = { IdFestival: festivalId, month, reference, amountCents: dueCents };
    const [recorded] = await tx
      .insert(versementMois)
      .values({
        IdFestival: festivalId,
        Mois: month,
        DatePaiement: now,
        ReferenceBancaire: reference,
        Operateur: options.operator,
        MontantVerse: dueCents,
        DateCreation: now,
      })
      .onConflictDoNothing()
      .returning({ Id: versementMois.Id });
    if (recorded) return { ...answer, paid: true, message: `${month} is paid to festival ${festivalId}.` };
    const [existing] = await tx
      .select()
      .from(versementMois)
      .where(and(eq(versementMois.IdFestival, festivalId), eq(versementMois.Mois, month)));
    if (existing?.ReferenceBancaire !== reference) {
      throw refuse(
        'reference',
        'ALREADY_PAID',
        `${month} was already paid to festival ${festivalId} under the reference ${existing?.ReferenceBancaire}; nothing changed.`,
      );
    }
    return {
      ...answer,
      amountCents: existing.MontantVerse,
      paid: false,
      message: `${month} was already paid to festival ${festivalId} under this reference; nothing changed.`,
    };
  });
}

/** `npm run admin -- mark-payout-paid --festival <id> --month YYYY-MM --reference <bank ref> [--cents <n>]`. */
export const markPayoutPaidCommand = defineOperatorCommand({
  name: 'mark-payout-paid',
  summary:
    "Record a festival's month as paid (--festival <id> --month YYYY-MM --reference <bank ref> [--cents <amount sent>])",
  input: z.strictObject({
    festival: ZId,
    month: ZPayoutMonthKey,
    /** The bank's reference of the transfer sent to the festival. */
    reference: z.string().trim().min(1).max(100),
    /** The amount sent, in cents: checked against the month's due when given. */
    cents: z.number().int().min(-100_000_000_000).max(100_000_000_000).optional(),
  }),
  run: (context, input) =>
    markPayoutPaid(context.db, {
      festivalId: input.festival,
      month: input.month,
      reference: input.reference,
      amountCents: input.cents,
      operator: context.operator,
      now: context.now,
    }),
});
