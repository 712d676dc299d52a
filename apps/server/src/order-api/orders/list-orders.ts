import type { Db } from '@shortlist/db/client';
import { commande, paiement } from '@shortlist/db/schema/orders';
import type { Language } from '@shortlist/domain/languages';
import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import type { OrderStatus } from '@shortlist/domain/orders/order-state';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { BankTransferAccount } from '../../platform/config.ts';
import { loadOrders } from './order-view.ts';

/**
 * `POST customer/orders/filter/{skip}/{take}` (spec §7): the account's orders, newest first, each
 * with the provider's id of its latest payment (what the cancel call names) and its invoices and
 * credit notes (`loadOrders`). A fixed number of queries whatever the count. With `statuses`,
 * only those (the basket's orders awaiting payment).
 */
export async function listOrders(
  db: Db,
  options: {
    accountId: number;
    skip: number;
    take: number;
    statuses?: readonly OrderStatus[];
    bankTransfer: BankTransferAccount | null;
    language?: Language;
  },
): Promise<{ items: OrderListItem[]; count: number }> {
  const orders = await loadOrders(db, {
    accountId: options.accountId,
    ...(options.statuses ? { statuses: options.statuses } : {}),
    bankTransfer: options.bankTransfer,
    language: options.language,
  });
  const page = orders.slice(options.skip, options.skip + options.take);
  const payments =
    page.length === 0
      ? []
      : await db
          .select({ IdCommande: paiement.IdCommande, IdFournisseur: paiement.IdFournisseur })
          .from(paiement)
          .where(
            inArray(
              paiement.IdCommande,
              page.map((order) => order.Id),
            ),
          )
          .orderBy(desc(paiement.Id));
  return {
    count: orders.length,
    items: page.map((order) => ({
      ...order,
      paymentId: payments.find((payment) => payment.IdCommande === order.Id)?.IdFournisseur ?? null,
    })),
  };
}

/** `POST customer/orders/filter` (spec §7's generic count): the account's orders, as the page lists them. */
export async function countOrders(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(commande).where(eq(commande.IdCompte, accountId));
  return row?.n ?? 0;
}
