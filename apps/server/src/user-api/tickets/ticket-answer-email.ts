import type { Language } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/render-email.ts';

/**
 * The email telling a user that support answered their ticket, in the account's language, to the
 * ticket's address: the subject, the answer as written, and a link to the conversation (where
 * the user answers; the answer is not to be replied to by email). Links use en/fr/es paths, as
 * the account emails do.
 */
export function ticketAnswerEmail(options: {
  language: Language;
  to: string;
  IdTicket: number;
  subject: string;
  answer: string;
  closed: boolean;
  publicUrl: string;
}): OutgoingEmail {
  const { language } = options;
  const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
  const url = `${options.publicUrl}${localizedPath('ticket', linkLanguage, { id: String(options.IdTicket) })}`;
  return renderEmail({
    language,
    to: options.to,
    subject: 'ticketAnswer.subject',
    paragraphs: [
      { key: 'ticketAnswer.intro' },
      { text: options.answer },
      ...(options.closed ? [{ key: 'ticketAnswer.closed' }] : []),
      { key: 'ticketAnswer.action', url },
      { key: 'ticketAnswer.outro' },
    ],
    values: { subject: options.subject, number: options.IdTicket },
  });
}
