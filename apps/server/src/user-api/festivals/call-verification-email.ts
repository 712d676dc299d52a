import type { Language } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/render-email.ts';

/**
 * The operator's verdict on a call (`emails:callVerification`), to one manager of the festival in
 * their language: verified (it opens by itself on its opening date), or refused with the
 * operator's reason as written and what to do next; a link to the workspace's calls page (en,
 * fr or es paths, as the account emails).
 */
export function callVerificationEmail(options: {
  language: Language;
  to: string;
  festival: string;
  festivalId: number;
  edition: number;
  outcome: 'accepted' | 'refused';
  reason: string | null;
  publicUrl: string;
}): OutgoingEmail {
  const { language } = options;
  const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
  const url = `${options.publicUrl}${localizedPath('festivalSpaceCalls', linkLanguage, { id: String(options.festivalId) })}`;
  const accepted = options.outcome === 'accepted';
  return renderEmail({
    language,
    to: options.to,
    subject: accepted ? 'callVerification.acceptedSubject' : 'callVerification.refusedSubject',
    values: { festival: options.festival, edition: options.edition },
    paragraphs: [
      ...(accepted
        ? [{ key: 'callVerification.acceptedIntro' }, { key: 'callVerification.acceptedNext' }]
        : [
            { key: 'callVerification.refusedIntro' },
            { text: options.reason ?? '' },
            { key: 'callVerification.refusedNext' },
          ]),
      { key: 'callVerification.action', url },
      { key: 'callVerification.outro' },
    ],
  });
}
