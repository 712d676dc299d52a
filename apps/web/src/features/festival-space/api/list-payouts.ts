import { ZPayoutsResponse } from '@shortlist/domain/festival-space/payout-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/payouts` (managers): each month's fees, bank fee, amount due and paid state. */
export async function listPayouts(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/payouts`);
  return ZPayoutsResponse.parse(answer).items;
}

export function usePayouts(IdFestival: number, enabled = true) {
  return useQuery({
    queryKey: festivalSpaceKeys.payouts(IdFestival),
    queryFn: () => listPayouts(IdFestival),
    enabled,
  });
}

/** The month's statement as a download (`payouts/{month}/statement.pdf` or `.csv`). */
export function statementUrl(IdFestival: number, month: string, format: 'pdf' | 'csv'): string {
  return `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/payouts/${month}/statement.${format}`;
}
