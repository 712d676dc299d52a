import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import { formatIban } from '@shortlist/domain/orders/iban';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import type { BankTransferAccount } from '../../platform/config.ts';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/render-email.ts';

/**
 * Spec §4 transfer variant: the email with the account to pay (holder, IBAN, BIC), the amount and
 * the order's reference to quote, and the day the order stops waiting (`TRANSFER_WAIT_MS`).
 */
export function bankTransferEmail(options: {
  language: Language;
  to: string;
  account: BankTransferAccount;
  reference: string;
  amountCents: number;
  waitsUntil: Date;
}): OutgoingEmail {
  const { language, account } = options;
  return renderEmail({
    language,
    to: options.to,
    subject: 'bankTransfer.subject',
    paragraphs: [
      { key: 'bankTransfer.intro' },
      { key: 'bankTransfer.holder' },
      { key: 'bankTransfer.iban' },
      { key: 'bankTransfer.bic' },
      { key: 'bankTransfer.reference' },
      { key: 'bankTransfer.amount' },
      { key: 'bankTransfer.deadline' },
      { key: 'bankTransfer.outro' },
    ],
    values: {
      reference: options.reference,
      amount: formatEuros(options.amountCents, language),
      holder: account.holder,
      iban: formatIban(account.iban),
      bic: account.bic,
      date: new Intl.DateTimeFormat(LANGUAGES[language].locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(options.waitsUntil),
    },
  });
}
