import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { commande } from '@shortlist/db/schema/orders';
import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { CATALOGUES, lookup } from '@shortlist/i18n/catalogues';
import { localizedPath } from '@shortlist/i18n/routes';
import { eq } from 'drizzle-orm';
import { accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { type EmailParagraph, renderEmail } from '../../platform/mail/render-email.ts';

/** Why the order ended (spec §4): the summary's first sentence says which. */
export const ORDER_CANCEL_CAUSES = ['customer', 'expired', 'transferExpired', 'refunded'] as const;
export type OrderCancelCause = (typeof ORDER_CANCEL_CAUSES)[number];

/** What a refund reversed, for the summary (absent for an order that was never paid). */
export type RefundSummary = {
  /** Money sent back by the payment provider or to be sent back by the bank, in cents. */
  refundedCents: number;
  creditNotes: readonly string[];
  withdrawnEntries: number;
  stampsReturned: number;
  stampsDebited: number;
};

/**
 * Spec §4 "canceled, a summary email follows": queued in the caller's transaction, the one that
 * moved the order to canceled, expired or refunded, so the outbox sends it after commit, once (a
 * second run finds the order already final and never gets here). In the account's language.
 */
export async function enqueueOrderCanceledEmail(
  tx: Db,
  options: {
    orderId: number;
    cause: OrderCancelCause;
    publicUrl: string;
    now: Date;
    refund?: RefundSummary;
  },
): Promise<number | null> {
  const [order] = await tx
    .select({
      Reference: commande.Reference,
      MoyenPaiement: commande.MoyenPaiement,
      Login: compte.Login,
      IdLangue: compte.IdLangue,
    })
    .from(commande)
    .innerJoin(compte, eq(compte.Id, commande.IdCompte))
    .where(eq(commande.Id, options.orderId));
  if (!order) return null;
  const language = accountLanguage(order);
  const { refund, cause } = options;
  const paragraphs: EmailParagraph[] = [{ key: `orderCanceled.intro.${cause}` }];
  if (refund) {
    if (refund.refundedCents > 0) paragraphs.push({ key: 'orderCanceled.refundedMoney' });
    if (refund.creditNotes.length > 0) paragraphs.push({ key: 'orderCanceled.creditNotes' });
    if (refund.withdrawnEntries > 0) paragraphs.push({ key: 'orderCanceled.withdrawn' });
    if (refund.stampsReturned > 0) paragraphs.push({ key: 'orderCanceled.stampsReturned' });
    if (refund.stampsDebited > 0) paragraphs.push({ key: 'orderCanceled.stampsDebited' });
  } else {
    paragraphs.push({ key: 'orderCanceled.notCharged' }, { key: 'orderCanceled.backToBasket' });
  }
  const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
  paragraphs.push(
    {
      key: 'orderCanceled.ordersAction',
      url: `${options.publicUrl}${localizedPath('orders', linkLanguage)}`,
    },
    { key: 'orderCanceled.outro' },
  );
  return enqueueEmail(
    tx,
    renderEmail({
      language,
      to: order.Login,
      subject: refund ? 'orderCanceled.subjectRefunded' : 'orderCanceled.subject',
      paragraphs,
      values: {
        reference: order.Reference,
        date: new Intl.DateTimeFormat(LANGUAGES[language].locale, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(options.now),
        method: methodName(language, order.MoyenPaiement),
        money: formatEuros(refund?.refundedCents ?? 0, language),
        numbers: refund?.creditNotes.join(', ') ?? '',
        count: refund?.withdrawnEntries ?? 0,
        returned: refund?.stampsReturned ?? 0,
        debited: refund?.stampsDebited ?? 0,
      },
    }),
  );
}

/** The payment method's name of the `orders` catalogue, English when missing. */
function methodName(language: Language, method: string): string {
  const key = `methods.${method}`;
  return lookup(CATALOGUES[language].orders, key) ?? lookup(CATALOGUES.en.orders, key) ?? method;
}
