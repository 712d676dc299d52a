import type { Language } from '@shortlist/domain/languages';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { localizedPath } from '@shortlist/i18n/routes';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { catalogueText, renderEmail } from '../../platform/mail/render-email.ts';

/**
 * "<festival> gives you a discount code" (`emails:festivalCode`), in the filmmaker's language:
 * the code, its section, what it takes off and its last day, the manager's message if any, and
 * a link to the basket where it is entered on the entry.
 */
export function festivalCodeEmail(options: {
  language: Language;
  to: string;
  festival: string;
  section: string;
  code: string;
  percent: number;
  until: string;
  reserved: boolean;
  message: string | undefined;
  publicUrl: string;
}): OutgoingEmail {
  const { language } = options;
  const discount =
    options.percent >= 100
      ? catalogueText({ language, key: 'festivalCode.free' })
      : catalogueText({ language, key: 'festivalCode.percent', values: { percent: options.percent } });
  return renderEmail({
    language,
    to: options.to,
    subject: 'festivalCode.subject',
    values: {
      festival: options.festival,
      section: options.section,
      code: options.code,
      discount,
      until: formatDay(options.until, language),
      message: options.message ?? '',
    },
    paragraphs: [
      { key: 'festivalCode.intro' },
      ...(options.message ? [{ key: 'festivalCode.message' }] : []),
      ...(options.reserved ? [{ key: 'festivalCode.reserved' }] : []),
      { key: 'festivalCode.action', url: `${options.publicUrl}${localizedPath('cart', language)}` },
      { key: 'festivalCode.outro' },
    ],
  });
}
