import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { sandboxPaiement, sandboxRemboursement } from '@shortlist/db/schema/orders';
import { PROVIDER_METHODS } from '@shortlist/domain/orders/order-state';
import { and, eq } from 'drizzle-orm';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './payment-provider.ts';

/** The sandbox's hosted page, outside `/order-api` like a provider's own site. */
export const SANDBOX_PAGE_PREFIX = '/sandbox-provider';

/**
 * The built-in sandbox provider: its payments live in `sandbox_paiement` (its own book, as a
 * real provider's would), its hosted page (`sandbox-page-routes.ts`) pays, fails, cancels or
 * expires them and then calls the webhook. The whole card flow runs on one machine.
 */
export function createSandboxProvider(options: { db: Db; publicUrl: string }): PaymentProvider {
  const { db, publicUrl } = options;
  const read = (row: typeof sandboxPaiement.$inferSelect): ProviderPayment => ({
    id: row.Id,
    status: row.Statut,
    amountCents: row.Montant,
    // The sandbox's book keeps cents of euros only.
    currency: 'EUR',
  });
  return {
    name: 'sandbox',
    methods: PROVIDER_METHODS,
    async createPayment(input) {
      const id = `tr_${randomBytes(12).toString('base64url')}`;
      const [row] = await db
        .insert(sandboxPaiement)
        .values({
          Id: id,
          Statut: 'open',
          Montant: input.amountCents,
          Description: input.description.slice(0, 255),
          UrlRetour: input.redirectUrl,
          UrlWebhook: input.webhookUrl,
          Methode: input.method,
          DateCreation: input.now,
        })
        .returning();
      return {
        ...read(row!),
        checkoutUrl: `${publicUrl}${SANDBOX_PAGE_PREFIX}/pay/${id}?lang=${input.language}`,
      };
    },
    async getPayment(id) {
      const [row] = await db.select().from(sandboxPaiement).where(eq(sandboxPaiement.Id, id));
      return row ? read(row) : null;
    },
    async cancelPayment(id) {
      await settleSandboxPayment(db, { id, status: 'canceled' });
    },
    async refundPayment(input) {
      // Only a paid payment is refunded, once (its refund row is keyed by the payment).
      const [row] = await db.select().from(sandboxPaiement).where(eq(sandboxPaiement.Id, input.id));
      if (row?.Statut !== 'paid') throw new Error(`sandbox payment ${input.id} is not paid`);
      await db
        .insert(sandboxRemboursement)
        .values({ IdPaiement: input.id, Montant: input.amountCents, DateCreation: input.now })
        .onConflictDoNothing();
    },
    async requestApplePaySession(input) {
      // Shaped like Apple's merchant session, signed by nobody: the sandbox's Apple Pay is its
      // hosted page's imitation of the sheet, and no real Apple Pay sheet accepts this session.
      const epochTimestamp = input.now.getTime();
      return {
        epochTimestamp,
        expiresAt: epochTimestamp + 3_600_000,
        merchantSessionIdentifier: `sandbox_${randomBytes(12).toString('hex')}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: 'sandbox.shortlist',
        domainName: input.domain,
        displayName: 'Shortlist (sandbox)',
        signature: 'sandbox',
      };
    },
  };
}

/** The hosted page's buttons: an open payment becomes paid, failed, canceled or expired, once. */
export async function settleSandboxPayment(
  db: Db,
  options: { id: string; status: Exclude<ProviderPaymentStatus, 'open'> },
): Promise<typeof sandboxPaiement.$inferSelect | null> {
  const [row] = await db
    .update(sandboxPaiement)
    .set({ Statut: options.status })
    .where(and(eq(sandboxPaiement.Id, options.id), eq(sandboxPaiement.Statut, 'open')))
    .returning();
  return row ?? null;
}
