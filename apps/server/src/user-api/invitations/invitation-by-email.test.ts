import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { invitation } from '@shortlist/db/schema/invitations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationTestApp, day, type InvitationTestApp } from '../../test/invitation-test-app.ts';
import { emailsTo, lastLinkTo, signInAs } from '../../test/test-accounts.ts';

// An invitation to an address without an account (`create-invitation --email`): it waits for
// the account that proves the address (activation here; a login change in
// attach-account-invitations.test.ts), and nobody else sees it meanwhile.

const DORA_PASSWORD = 'Invited-By-Email-2026';
let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

describe('invitation by email', () => {
  it('invites an address by email: the account activated with it takes the invitation, nobody else sees it', async () => {
    const [target] = await t.database.db
      .select({ Id: campagneSection.Id, IdFestival: campagne.IdFestival })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .limit(1);
    const created = await t.operator({
      email: ' Dora@Example.com ',
      section: target!.Id,
      price: 800,
      until: day(20),
      message: 'We saw your work.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { IdInvitation, IdCompte } = (
      created.json() as { result: { IdInvitation: number; IdCompte: null } }
    ).result;
    expect(IdCompte).toBeNull();
    const [sent] = await emailsTo(t, 'dora@example.com');
    expect(sent!.Text).toContain('We saw your work.');
    expect(sent!.Text).toContain('/en/create-account?email=dora%40example.com');
    expect(await t.listed(t.bob, target!.IdFestival)).toEqual([]);

    // Signing up is not enough: the address must be confirmed first.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account',
      payload: { Login: 'dora@example.com', Password: DORA_PASSWORD, AcceptCgv: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const [waiting] = await t.database.db.select().from(invitation).where(eq(invitation.Id, IdInvitation));
    expect(waiting!.IdCompte).toBeNull();
    const { token } = await lastLinkTo(t, 'dora@example.com');
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-token-activate',
      payload: { Data: token },
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const dora = await signInAs(t.app, 'dora@example.com', DORA_PASSWORD);
    expect(await t.listed(dora, target!.IdFestival)).toContainEqual(
      expect.objectContaining({
        Id: IdInvitation,
        Prix: 800,
        status: 'pending',
        Message: 'We saw your work.',
      }),
    );
    expect((await t.listed(t.bob, target!.IdFestival)).map((i) => i.Id)).not.toContain(IdInvitation);
    expect((await t.listed(t.ada, target!.IdFestival)).map((i) => i.Id)).not.toContain(IdInvitation);
  });
});
