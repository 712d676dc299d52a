import { canPublishDecisions } from '@shortlist/domain/festival-space/member-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { requireMembership } from './festival-membership.ts';

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

describe("a festival member's access", () => {
  it('is its role on its own festival, and nothing on another', async () => {
    const db = f.database.db;
    await expect(
      requireMembership(db, { accountId: f.accountIds.programmer, festivalId: f.festivalId }),
    ).resolves.toMatchObject({ role: 'programmer', IdFestival: f.festivalId });
    await expect(
      requireMembership(db, { accountId: f.accountIds.outsider, festivalId: f.festivalId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(
      requireMembership(db, { accountId: f.accountIds.ada, festivalId: f.festivalId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a programmer what only a manager may do, and lets the manager', async () => {
    const db = f.database.db;
    await expect(
      requireMembership(db, {
        accountId: f.accountIds.programmer,
        festivalId: f.festivalId,
        allowed: canPublishDecisions,
      }),
    ).rejects.toMatchObject({ code: 'FESTIVAL_ROLE_REQUIRED', status: 403 });
    await expect(
      requireMembership(db, {
        accountId: f.accountIds.manager,
        festivalId: f.festivalId,
        allowed: canPublishDecisions,
      }),
    ).resolves.toMatchObject({ role: 'manager' });
  });

  it('comes with paid entries from two filmmakers in the festival sections', async () => {
    const entry = await f.sentEntry({ who: 'ada', title: 'Harbour Lights' });
    expect(entry.IdInscription).toBeGreaterThan(0);
    expect(f.sectionIds.length).toBeGreaterThanOrEqual(2);
  });
});
