import { campagneSection } from '@shortlist/db/schema/campaigns';
import { invitation } from '@shortlist/db/schema/invitations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationTestApp, type InvitationTestApp } from '../../test/invitation-test-app.ts';
import { insertAccount, PASSWORD, signInAs } from '../../test/test-accounts.ts';

// Account deletion takes the account's invitations with it.

let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

describe('eraseAccountInvitations', () => {
  it("erases the account's invitations with the account", async () => {
    await insertAccount(t, 'cleo@example.com');
    const cleo = await signInAs(t.app, 'cleo@example.com');
    const filmId = await t.readyFilm(cleo, 'Leaving');
    const [section] = await t.database.db.select({ Id: campagneSection.Id }).from(campagneSection).limit(1);
    const IdInvitation = await t.invite(filmId, section!.Id, 100);
    const deleted = await t.call(cleo, 'DELETE', 'compte', { Password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(invitation).where(eq(invitation.Id, IdInvitation))).toEqual([]);
  });
});
