import type { Db } from '@shortlist/db/client';
import type { InboxFilter, InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import type { Language } from '@shortlist/domain/languages';
import { requireMembership } from './festival-membership.ts';
import { countableFilter, countedTotal, type InboxSummary } from './inbox-counts.ts';
import { selectInboxPage } from './inbox-page.ts';
import { conflictedFilms, hasConflicts } from './member-conflicts.ts';
import { inboxReader } from './review-sql.ts';

export type InboxSummaryLoader = (key: { festivalId: number; language: Language }) => Promise<InboxSummary>;

/**
 * `POST festivals/{IdFestival}/entries/filter/{skip}/{take}`: one page of the festival's inbox
 * (every entry sent or later of its sections, every edition; never an unfinished or unpaid one),
 * filtered and sorted, with its total and the unfiltered counts. Any member may read it; anyone
 * else gets 404. Two queries: the page, and the counts (shared with the requests of the same
 * moment, and kept while the festival's inbox version stays, `inboxSummaryLoader`), side by side;
 * or, when the filter reads only counted fields, the counts first and the page after them, its
 * total added up from the counts. Either way the total is never older than the request.
 */
export async function listInbox(
  db: Db,
  options: {
    accountId: number;
    festivalId: number;
    filter: InboxFilter;
    skip: number;
    take: number;
    language: Language;
    summary: InboxSummaryLoader;
  },
): Promise<InboxPage> {
  const { festivalId, language } = options;
  const membership = await requireMembership(db, { accountId: options.accountId, festivalId });
  const reader = await inboxReader(db, { membership, filter: options.filter });
  const summary = options.summary({ festivalId, language });
  const sectionLabels = summary.then(
    (s) => new Map(s.sections.map((x) => [x.IdCampagneSection, x.sectionLabel])),
  );
  // A filter on the counted fields only: its total is added up from the counts (mostly kept from
  // an earlier request, `inboxSummaryLoader`) and the page query counts nothing; it waits for them.
  const total = countableFilter(options.filter)
    ? summary.then((s) => countedTotal(s.rows, options.filter))
    : undefined;
  // Whether the member declared conflicts, asked beside the page: most have none, and their inbox
  // then pays nothing more; the page's conflicted films are looked up only for those who do.
  const conflicts = hasConflicts(db, { accountId: options.accountId, festivalId });
  const [page, { counts }] = await Promise.all([
    (total ?? Promise.resolve(undefined)).then((known) =>
      selectInboxPage(db, {
        festivalId,
        filter: options.filter,
        language,
        skip: options.skip,
        take: options.take,
        sectionLabels,
        reader,
        ...(known === undefined ? {} : { total: known }),
      }),
    ),
    summary,
  ]);
  const conflicted = (await conflicts)
    ? await conflictedFilms(db, {
        accountId: options.accountId,
        festivalId,
        filmIds: page.items.map((item) => item.IdFilm),
      })
    : new Set<number>();
  // A member never reads the scores of an entry they declared a conflict with (issue 34).
  const items = page.items.map((item) => {
    const isConflicted = conflicted.has(item.IdFilm);
    return { ...item, conflicted: isConflicted, scores: isConflicted ? null : item.scores };
  });
  return { ...page, items, counts };
}
