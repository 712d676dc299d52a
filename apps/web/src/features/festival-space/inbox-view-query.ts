import { type InboxFilter, ZInboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import {
  DEFAULT_DESCENDING,
  DEFAULT_SORT,
  EMPTY_INBOX_QUERY,
  INBOX_STATUSES,
  type InboxQuery,
} from './inbox-query.ts';

/**
 * A saved view's filter (the inbox's `InboxFilter`, issue 34) as the inbox's query, the inverse of
 * `toInboxFilter`; a filter the contract refuses (saved by an older build) gives the empty query.
 * The page size stays the reader's.
 */
export function fromInboxFilter(data: Record<string, unknown> | null, size: InboxQuery['size']): InboxQuery {
  const parsed = ZInboxFilter.safeParse(data ?? {});
  const filter: InboxFilter = parsed.success ? parsed.data : {};
  const minutes = (seconds: number | undefined) =>
    seconds === undefined ? '' : String(Math.round(seconds / 60));
  return {
    ...EMPTY_INBOX_QUERY,
    search: filter.search ?? '',
    sections: filter.sections ?? [],
    statuses: INBOX_STATUSES.filter((name) => ((filter.statuses ?? 0) & SUBMISSION_STATUS[name]) !== 0),
    countries: filter.countries ?? [],
    durationMin: minutes(filter.durationMin),
    durationMax: minutes(filter.durationMax),
    firstFilm: filter.firstFilm ?? false,
    schoolFilm: filter.schoolFilm ?? false,
    dialogueLanguages: filter.dialogueLanguages ?? [],
    subtitleLanguages: filter.subtitleLanguages ?? [],
    coverage: filter.coverage ?? [],
    unpublished: filter.unpublished ?? false,
    answers: filter.answers ?? [],
    sort: filter.sort ?? DEFAULT_SORT,
    descending: filter.descending ?? DEFAULT_DESCENDING,
    page: 1,
    size,
  };
}
