import type { InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/**
 * `GET festivals/{IdFestival}/entries/export.{csv|xlsx}?filter=<json>`: the filtered inbox as a
 * file. A link rather than a call: the browser downloads it with the session cookie.
 */
export function exportUrl(IdFestival: number, filter: InboxFilter, format: 'csv' | 'xlsx'): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  return `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/entries/export.${format}?${query.toString()}`;
}
