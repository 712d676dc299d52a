import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { commande, commandeLigne } from '@shortlist/db/schema/orders';
import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import type { BasketTotals } from '@shortlist/domain/orders/basket-calculation';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { CATALOGUES, lookup } from '@shortlist/i18n/catalogues';
import { localizedPath } from '@shortlist/i18n/routes';
import { asc, eq } from 'drizzle-orm';
import { accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { catalogueText, type EmailParagraph, renderEmail } from '../../platform/mail/render-email.ts';

/** A text of the `orders` catalogue (product and payment method names), English when missing. */
function ordersText(language: Language, key: string): string {
  return lookup(CATALOGUES[language].orders, key) ?? lookup(CATALOGUES.en.orders, key) ?? key;
}

/**
 * Queues the confirmation of a paid order (issue 15) in the caller's transaction, the one that
 * moved the order to paid: the outbox sends it after commit, never when the transaction rolls
 * back, and only the transaction that paid the order gets here, so a webhook delivered twice
 * emails once. In the account's language: the reference, each line, what the stamps of the
 * balance paid and what was paid in money, the total, links to the submissions and orders pages.
 * Three queries (the order with its owner, its lines with their films and festivals, the insert).
 */
export async function enqueueOrderPaidEmail(
  tx: Db,
  options: { orderId: number; publicUrl: string; now: Date },
): Promise<number | null> {
  const [order] = await tx
    .select({
      Reference: commande.Reference,
      MoyenPaiement: commande.MoyenPaiement,
      Totaux: commande.Totaux,
      MontantTva: commande.MontantTva,
      MontantTTC: commande.MontantTTC,
      DatePaiement: commande.DatePaiement,
      Login: compte.Login,
      IdLangue: compte.IdLangue,
    })
    .from(commande)
    .innerJoin(compte, eq(compte.Id, commande.IdCompte))
    .where(eq(commande.Id, options.orderId));
  if (!order) return null;
  const lines = await tx
    .select({
      Kind: commandeLigne.Kind,
      Code: commandeLigne.Code,
      IdInscription: commandeLigne.IdInscription,
      Quantite: commandeLigne.Quantite,
      MontantHT: commandeLigne.MontantHT,
      TimbresUtilises: commandeLigne.TimbresUtilises,
      filmTitle: film.TitreOriginal,
      festivalName: festival.Nom,
    })
    .from(commandeLigne)
    .leftJoin(film, eq(film.Id, commandeLigne.IdFilm))
    .leftJoin(festival, eq(festival.Id, commandeLigne.IdFestival))
    .where(eq(commandeLigne.IdCommande, options.orderId))
    .orderBy(asc(commandeLigne.Id));

  const language = accountLanguage(order);
  const { locale } = LANGUAGES[language];
  const amount = (cents: number) => formatEuros(cents, language);
  const text = (key: string, values: Record<string, string | number> = {}) =>
    catalogueText({ language, key: `orderPaid.${key}`, values });
  // An entry with a platform-fee line was paid by a stamp bought now; one without it and without
  // a stamp of the balance was covered by its film's SuperStamp.
  const withPlatformFee = new Set(lines.filter((l) => l.Kind === 'platformFee').map((l) => l.IdInscription));

  const lineTexts = lines.map((line) => {
    const values = {
      product: line.Code ? ordersText(language, `products.${line.Code}`) : '',
      quantity: line.Quantite,
      amount: amount(line.MontantHT),
      film: line.filmTitle ?? '',
      festival: line.festivalName ?? '',
    };
    if (line.Kind !== 'entryFee') return text(`lines.${line.Kind}`, values);
    if (line.TimbresUtilises > 0) return text('lines.entryByStamp', values);
    if (withPlatformFee.has(line.IdInscription)) return text('lines.entryFee', values);
    return text('lines.entryBySuperStamp', values);
  });

  const totals = order.Totaux as BasketTotals;
  const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
  const paragraphs: EmailParagraph[] = [
    { key: 'orderPaid.intro' },
    { key: 'orderPaid.linesHeading' },
    ...lineTexts.map((line) => ({ text: `• ${line}` })),
  ];
  if (totals.stampsUsed > 0) paragraphs.push({ key: 'orderPaid.paidByStamps' });
  if (order.MontantTTC > 0) paragraphs.push({ key: 'orderPaid.paidByMoney' });
  if (totals.stampsCredited > 0) paragraphs.push({ key: 'orderPaid.stampsCredited' });
  paragraphs.push({ key: 'orderPaid.total' });
  if (lines.some((l) => l.Kind === 'entryFee')) {
    paragraphs.push({
      key: 'orderPaid.submissionsAction',
      url: `${options.publicUrl}${localizedPath('submissions', linkLanguage)}`,
    });
  }
  paragraphs.push({
    key: 'orderPaid.ordersAction',
    url: `${options.publicUrl}${localizedPath('orders', linkLanguage)}`,
  });
  paragraphs.push({ key: 'orderPaid.outro' });

  return enqueueEmail(
    tx,
    renderEmail({
      language,
      to: order.Login,
      subject: 'orderPaid.subject',
      paragraphs,
      values: {
        reference: order.Reference,
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          order.DatePaiement ?? options.now,
        ),
        stamps: totals.stampsUsed,
        credited: totals.stampsCredited,
        method: ordersText(language, `methods.${order.MoyenPaiement}`),
        money: amount(order.MontantTTC),
        vat: amount(order.MontantTva),
        total: amount(order.MontantTTC),
      },
    }),
  );
}
