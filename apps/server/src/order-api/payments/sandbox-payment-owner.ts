import type { Db } from '@shortlist/db/client';
import { commande, paiement } from '@shortlist/db/schema/orders';
import { and, eq } from 'drizzle-orm';

/**
 * The account whose order a sandbox payment pays: the order service's record of the payment
 * (`paiement`, provider `sandbox`) and its order. Null for a payment no order holds (one whose
 * order's transaction failed after the payment was created): nobody may settle it.
 */
export async function sandboxPaymentOwner(db: Db, paymentId: string): Promise<number | null> {
  const [row] = await db
    .select({ IdCompte: commande.IdCompte })
    .from(paiement)
    .innerJoin(commande, eq(commande.Id, paiement.IdCommande))
    .where(and(eq(paiement.Fournisseur, 'sandbox'), eq(paiement.IdFournisseur, paymentId)));
  return row?.IdCompte ?? null;
}
