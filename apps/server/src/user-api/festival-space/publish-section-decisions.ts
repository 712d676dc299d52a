import type { Db } from '@shortlist/db/client';
import type { PublishDecisionsResponse } from '@shortlist/domain/festival-space/decision-contracts';
import { canPublishDecisions } from '@shortlist/domain/festival-space/member-roles';
import type { WatchShortEntry } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { requireMembership } from './festival-membership.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';
import { sectionWatchShortfall } from './watch-guarantee-check.ts';

/**
 * `POST festival-space/festivals/{IdFestival}/decisions/publish` (issue 31): a manager tells the
 * filmmakers of one section of the festival its decisions (a programmer gets 403). The
 * publication itself writes entries and emails, so it is the submissions area's
 * (`publishDecisions`), which also answers 404 for a section of another festival. Before it, the
 * guaranteed watch (issue 34): while an entry of the section is watched to the end by fewer members
 * than its call promises, nothing is published and the answer lists them (`unmet`, a 409). The
 * check reads outside the publication's lock: a count of complete views only grows (a furthest
 * point never moves back), so an entry that passed cannot fall short before the publication commits.
 */
export async function publishSectionDecisions(
  db: Db,
  options: {
    accountId: number;
    festivalId: number;
    sectionId: number;
    publicUrl: string;
    now: Date;
    ports: Pick<FestivalSpacePorts, 'publishDecisions'>;
  },
): Promise<
  | { published: PublishDecisionsResponse; unmet: null }
  | { published: null; unmet: { required: number; entries: WatchShortEntry[] } }
> {
  const { accountId, festivalId } = options;
  await requireMembership(db, { accountId, festivalId, allowed: canPublishDecisions });
  const shortfall = await sectionWatchShortfall(db, { festivalId, sectionId: options.sectionId });
  if (shortfall && shortfall.entries.length > 0) return { published: null, unmet: shortfall };
  const published = await options.ports.publishDecisions(db, {
    festivalId,
    sectionId: options.sectionId,
    memberAccountId: accountId,
    publicUrl: options.publicUrl,
    now: options.now,
  });
  return { published, unmet: null };
}
