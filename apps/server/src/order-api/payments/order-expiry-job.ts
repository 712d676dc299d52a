import type { Db } from '@shortlist/db/client';
import { defineRecurringJob } from '../../platform/recurring-jobs.ts';
import { expireOrders } from './expire-orders.ts';
import { expireTransferOrders } from './expire-transfer-orders.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The job kind of the pass that expires payment links unpaid after 3 hours (spec §4) and transfers unpaid after 14 days. */
export const ORDER_EXPIRY_JOB = 'order-expiry';

/**
 * Every 5 minutes (an order expires at most that long after its 3 hours), from the start on:
 * expires the payment links due, asking the provider first (the payment reconciliation).
 */
export const orderExpiryJob = defineRecurringJob({
  kind: ORDER_EXPIRY_JOB,
  everyMs: 5 * 60 * 1000,
  firstRunAfterMs: 0,
  async run({ db, now }, options: { provider: (db: Db) => PaymentProvider; publicUrl: string }) {
    await expireOrders(db, { provider: options.provider(db), now, publicUrl: options.publicUrl });
    // Bank transfers wait longer (14 days) and are cancelled by the same pass once due.
    await expireTransferOrders(db, { now, publicUrl: options.publicUrl });
  },
});
