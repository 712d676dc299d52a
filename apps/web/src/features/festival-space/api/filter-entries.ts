import { type InboxFilter, ZInboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/entries/filter/{skip}/{take}`: one page of the inbox with its counts. */
export async function filterEntries(options: {
  IdFestival: number;
  filter: InboxFilter;
  skip: number;
  take: number;
}) {
  const { IdFestival, filter, skip, take } = options;
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/entries/filter/${skip}/${take}`,
    { method: 'POST', body: filter },
  );
  return ZInboxPage.parse(answer);
}

/** The inbox page; the previous page stays shown while the next one loads (no jump to a skeleton). */
export function useInboxPage(options: {
  IdFestival: number;
  filter: InboxFilter;
  skip: number;
  take: number;
  enabled?: boolean;
}) {
  const { enabled = true, ...call } = options;
  return useQuery({
    queryKey: festivalSpaceKeys.inboxPage(call.IdFestival, call.filter, call.skip, call.take),
    queryFn: () => filterEntries(call),
    placeholderData: keepPreviousData,
    enabled,
  });
}
