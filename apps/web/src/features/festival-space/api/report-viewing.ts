import type { ViewingReport } from '@shortlist/domain/festival-space/viewing-contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/**
 * `POST entries/{IdInscription}/viewing {TypeVideo, position, duration}`: where the player is.
 * `keepalive` when the page is being hidden or left, so the last report still arrives.
 */
export async function reportViewing(
  IdInscription: number,
  report: ViewingReport,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/entries/${IdInscription}/viewing`, {
    method: 'POST',
    body: report,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}
