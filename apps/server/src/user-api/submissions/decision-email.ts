import type { DecisionReason } from '@shortlist/domain/festival-space/decision-reasons';
import type { Language } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import { submissionStatusLabel } from '@shortlist/i18n/submission-status-label';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { catalogueText, type EmailParagraph, renderEmail } from '../../platform/mail/render-email.ts';

/**
 * The email of a published decision (issue 31), in the filmmaker's language: which festival
 * decided what about which film in which section, the festival's personal note and the reasons it
 * ticked, and a link to the submissions page. A correction (the filmmaker had already been told a
 * decision) says the festival updated it. Links use en/fr/es paths, as the account emails do.
 */
export function decisionEmail(options: {
  language: Language;
  to: string;
  festival: string;
  section: string;
  film: string;
  status: number;
  correction: boolean;
  note: string | null;
  reasons: readonly DecisionReason[];
  publicUrl: string;
}): OutgoingEmail {
  const { language } = options;
  const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
  const paragraphs: EmailParagraph[] = [
    { key: options.correction ? 'decision.introCorrection' : 'decision.intro' },
  ];
  if (options.note) paragraphs.push({ key: 'decision.note' });
  if (options.reasons.length > 0) {
    paragraphs.push({ key: 'decision.reasonsHeading' });
    for (const reason of options.reasons) {
      paragraphs.push({ text: `• ${catalogueText({ language, key: `decision.reasons.${reason}` })}` });
    }
  }
  paragraphs.push(
    { key: 'decision.action', url: `${options.publicUrl}${localizedPath('submissions', linkLanguage)}` },
    { key: 'decision.outro' },
  );
  return renderEmail({
    language,
    to: options.to,
    subject: options.correction ? 'decision.subjectCorrection' : 'decision.subject',
    paragraphs,
    values: {
      festival: options.festival,
      section: options.section,
      film: options.film,
      status: submissionStatusLabel(language, options.status),
      ...(options.note ? { note: options.note } : {}),
    },
  });
}
