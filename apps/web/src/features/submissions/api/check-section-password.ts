import type { SectionPasswordCheck } from '@shortlist/domain/submissions/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * `POST sections/{IdCampagneSection}/password/check`: resolves when the password opens the section;
 * rejects with ApiRequestError SECTION_PASSWORD_WRONG (403) or SECTION_PASSWORD_THROTTLED (429).
 */
export async function checkSectionPassword(
  IdCampagneSection: number,
  body: SectionPasswordCheck,
): Promise<void> {
  await apiRequest<void>(`/api/sections/${IdCampagneSection}/password/check`, { method: 'POST', body });
}
