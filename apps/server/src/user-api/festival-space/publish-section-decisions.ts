import type { Db } from '@shortlist/db/client';
import type { PublishDecisionsResponse } from '@shortlist/domain/festival-space/decision-contracts';
import { canPublishDecisions } from '@shortlist/domain/festival-space/member-roles';
import { requireMembership } from './festival-membership.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

/**
 * `POST festival-space/festivals/{IdFestival}/decisions/publish` (issue 31): a manager tells the
 * filmmakers of one section of the festival its decisions (a programmer gets 403). The
 * publication itself writes entries and emails, so it is the submissions area's
 * (`publishDecisions`), which also answers 404 for a section of another festival.
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
): Promise<PublishDecisionsResponse> {
  const { accountId, festivalId } = options;
  await requireMembership(db, { accountId, festivalId, allowed: canPublishDecisions });
  return options.ports.publishDecisions(db, {
    festivalId,
    sectionId: options.sectionId,
    memberAccountId: accountId,
    publicUrl: options.publicUrl,
    now: options.now,
  });
}
