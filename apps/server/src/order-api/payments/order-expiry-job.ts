import type { Db } from '@shortlist/db/client';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import { expireOrders } from './expire-orders.ts';
import { expireTransferOrders } from './expire-transfer-orders.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The job kind of the pass that expires payment links unpaid after 3 hours (spec §4) and transfers unpaid after 14 days. */
export const ORDER_EXPIRY_JOB = 'order-expiry';

/** Every 5 minutes: an order expires at most that long after its 3 hours. */
const EVERY_MS = 5 * 60 * 1000;
const slotStart = (date: Date) => new Date(Math.floor(date.getTime() / EVERY_MS) * EVERY_MS);
const passOf = (slot: Date) => ({
  kind: ORDER_EXPIRY_JOB,
  dedupeKey: `${ORDER_EXPIRY_JOB}:${slot.toISOString()}`,
});

/** Queues the current slot's pass unless it exists: restarts the chain at every start. */
export async function scheduleOrderExpiry(db: Db, options: { now: Date }): Promise<void> {
  await enqueueJob(db, { ...passOf(slotStart(options.now)), runAt: options.now });
}

/** Queues the next pass first (a failing pass never breaks the chain), then expires what is due. */
export function orderExpiryJob(options: {
  provider: (db: Db) => PaymentProvider;
  publicUrl: string;
}): JobHandler {
  return async (_job, context) => {
    const now = context.now();
    const next = new Date(slotStart(now).getTime() + EVERY_MS);
    await enqueueJob(context.db, { ...passOf(next), runAt: next });
    await expireOrders(context.db, {
      provider: options.provider(context.db),
      now,
      publicUrl: options.publicUrl,
    });
    // Bank transfers wait longer (14 days) and are cancelled by the same pass once due.
    await expireTransferOrders(context.db, { now, publicUrl: options.publicUrl });
  };
}
