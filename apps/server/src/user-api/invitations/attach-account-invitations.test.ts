import { invitation } from '@shortlist/db/schema/invitations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationTestApp, day, type InvitationTestApp } from '../../test/invitation-test-app.ts';
import { insertAccount, lastLinkTo, PASSWORD, type Signed, signInAs } from '../../test/test-accounts.ts';

// An account that proves an address by a confirmed login change (spec §2 `update-login/{token}`)
// takes the invitations waiting for that address, as activation does (invitation-by-email.test.ts);
// an invitation once attached never moves again, whoever takes its address later. Through the API:
// the operator command, `PUT compte/login`, `auth/check-token-login`, `invitations/festival/{id}`.

let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

/** The operator invites `email` to some demo section; the invitation's id and festival. */
async function inviteAddress(email: string): Promise<{ IdInvitation: number; IdFestival: number }> {
  const section = await t.anySection();
  const created = await t.operator({ email, section: section.Id, price: 600, until: day(15) });
  expect(created.statusCode, created.body).toBe(200);
  const { IdInvitation } = (created.json() as { result: { IdInvitation: number } }).result;
  return { IdInvitation, IdFestival: section.IdFestival };
}

async function ownerOf(IdInvitation: number): Promise<number | null> {
  const [row] = await t.database.db
    .select({ IdCompte: invitation.IdCompte })
    .from(invitation)
    .where(eq(invitation.Id, IdInvitation));
  return row!.IdCompte;
}

/** `who` asks to change the login to `login`; the token of the link sent to the new address. */
async function askLoginChange(who: Signed, login: string): Promise<string> {
  const asked = await t.call(who, 'PUT', 'compte/login', { Login: login, Password: PASSWORD });
  expect(asked.statusCode, asked.body).toBe(200);
  return (await lastLinkTo(t, login.trim().toLowerCase())).token;
}

function confirmLoginChange(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/check-token-login', payload: { Token: token } });
}

/** Changes the login of the account signed in as `who`, confirmed; signed in again with it. */
async function changeLogin(who: Signed, login: string): Promise<Signed> {
  const confirmed = await confirmLoginChange(await askLoginChange(who, login));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return signInAs(t.app, login.toLowerCase());
}

describe('attachAccountInvitations on a login change', () => {
  it('gives the account the invitations waiting for its new login once the link confirms it, not before', async () => {
    const { IdInvitation, IdFestival } = await inviteAddress('erin.new@example.com');
    const other = await inviteAddress('someone.else@example.com');
    const erinId = await insertAccount(t, 'erin@example.com');
    const erin = await signInAs(t.app, 'erin@example.com');

    // Asking is not proving: the invitation waits until the link is followed.
    const token = await askLoginChange(erin, 'Erin.New@Example.com');
    expect(await ownerOf(IdInvitation)).toBeNull();
    expect(await t.listed(erin, IdFestival)).toEqual([]);

    expect((await confirmLoginChange(token)).statusCode).toBe(200);
    expect(await ownerOf(IdInvitation)).toBe(erinId);
    // Only the invitations sent to that address.
    expect(await ownerOf(other.IdInvitation)).toBeNull();
    const again = await signInAs(t.app, 'erin.new@example.com');
    expect(await t.listed(again, IdFestival)).toContainEqual(
      expect.objectContaining({ Id: IdInvitation, Prix: 600, status: 'pending' }),
    );
    expect((await t.listed(t.bob, IdFestival)).map((i) => i.Id)).not.toContain(IdInvitation);
  });

  it('keeps an attached invitation with its account: whoever takes the old login later gets none of them', async () => {
    // Gus's invitations: one attached when he changed his login to the invited address, one sent
    // to the account directly (the address had an account already).
    const gusId = await insertAccount(t, 'gus@example.com');
    const waiting = await inviteAddress('gus.festival@example.com');
    let gus = await changeLogin(await signInAs(t.app, 'gus@example.com'), 'gus.festival@example.com');
    expect(await ownerOf(waiting.IdInvitation)).toBe(gusId);
    const direct = await inviteAddress('gus.festival@example.com');
    expect(await ownerOf(direct.IdInvitation)).toBe(gusId);

    // Gus moves on; Hal takes the address Gus left.
    gus = await changeLogin(gus, 'gus.elsewhere@example.com');
    await insertAccount(t, 'hal@example.com');
    const hal = await changeLogin(await signInAs(t.app, 'hal@example.com'), 'gus.festival@example.com');

    expect(await ownerOf(waiting.IdInvitation)).toBe(gusId);
    expect(await ownerOf(direct.IdInvitation)).toBe(gusId);
    const halSees = (await t.listed(hal, waiting.IdFestival)).map((i) => i.Id);
    expect(halSees).not.toContain(waiting.IdInvitation);
    expect(halSees).not.toContain(direct.IdInvitation);
    expect((await t.listed(gus, waiting.IdFestival)).map((i) => i.Id)).toEqual(
      expect.arrayContaining([waiting.IdInvitation, direct.IdInvitation]),
    );
  });

  it('attaches nothing when the change is refused: the account activated with the address takes the invitation', async () => {
    const { IdInvitation } = await inviteAddress('ines.invited@example.com');
    await insertAccount(t, 'ines@example.com');
    const token = await askLoginChange(await signInAs(t.app, 'ines@example.com'), 'ines.invited@example.com');
    // Meanwhile someone signs up with that address (not activated yet): the change is refused.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account',
      payload: { Login: 'ines.invited@example.com', Password: 'Someone-Else-2026', AcceptCgv: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const refused = await confirmLoginChange(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LOGIN_UNAVAILABLE');
    expect(await ownerOf(IdInvitation)).toBeNull();

    const activation = await lastLinkTo(t, 'ines.invited@example.com');
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-token-activate',
      payload: { Data: activation.token },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const [holder] = await t.database.db
      .select({ IdCompte: invitation.IdCompte })
      .from(invitation)
      .where(eq(invitation.Id, IdInvitation));
    expect(holder!.IdCompte).not.toBeNull();
    const someone = await signInAs(t.app, 'ines.invited@example.com', 'Someone-Else-2026');
    const section = await t.anySection();
    expect((await t.listed(someone, section.IdFestival)).map((i) => i.Id)).toContain(IdInvitation);
  });
});
