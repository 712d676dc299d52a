import type { Language } from '@shortlist/domain/languages';
import { submissionStatusName } from '@shortlist/domain/submissions/submission-state';
import { translate } from './catalogues.ts';

/**
 * A submission status flag in words (`statusLabel` of spec §3 "Submission list item"), in the
 * reader's language: the submissions page's own labels, so the filmmaker, the festival and the
 * emails name a status the same way. An unknown flag reads as its number.
 */
export function submissionStatusLabel(language: Language, statut: number): string {
  const name = submissionStatusName(statut);
  return name
    ? translate({ language, namespace: 'submissions', key: `page.status.${name}` })
    : String(statut);
}
