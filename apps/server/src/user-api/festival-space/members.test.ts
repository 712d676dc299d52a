import { compte } from '@shortlist/db/schema/accounts';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { festival } from '@shortlist/db/schema/festivals';
import { languageId } from '@shortlist/domain/languages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import {
  emailsTo,
  insertAccount,
  lastLinkTo,
  PASSWORD,
  type Signed,
  signInAs,
} from '../../test/test-accounts.ts';

// A festival's members (issue 31): the member's festivals, and a manager's list, invitations,
// role changes and removals, with the rule that a festival keeps a manager.

let f: FestivalSpaceTestApp;
let nom: string;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  const [row] = await f.database.db
    .select({ Nom: festival.Nom })
    .from(festival)
    .where(eq(festival.Id, f.festivalId));
  nom = row!.Nom;
});
afterAll(() => f.close());

const members = (who: Signed, festivalId = f.festivalId) =>
  f.call(who, 'GET', `festivals/${festivalId}/members`);
const invite = (who: Signed, Login: string, role: 'manager' | 'programmer', festivalId = f.festivalId) =>
  f.call(who, 'POST', `festivals/${festivalId}/members`, { Login, role });
const memberId = async (accountId: number, festivalId = f.festivalId) => {
  const [row] = await f.database.db
    .select({ Id: membreFestival.Id })
    .from(membreFestival)
    .where(and(eq(membreFestival.IdCompte, accountId), eq(membreFestival.IdFestival, festivalId)));
  return row?.Id;
};
const ping = (who: Signed) => f.t.app.inject({ url: '/api/ping', headers: who.headers });

describe('GET festivals', () => {
  it("answers the account's festivals with its role, and an empty list to a non-member", async () => {
    const manager = await f.call(f.manager, 'GET', 'festivals');
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json().items).toEqual([
      expect.objectContaining({ IdFestival: f.festivalId, Nom: nom, role: 'manager' }),
    ]);
    expect((await f.call(f.programmer, 'GET', 'festivals')).json().items).toEqual([
      expect.objectContaining({ IdFestival: f.festivalId, role: 'programmer' }),
    ]);
    const filmmaker = await f.call(f.ada, 'GET', 'festivals');
    expect(filmmaker.statusCode).toBe(200);
    expect(filmmaker.json()).toEqual({ items: [] });
  });

  it('the session answer (ping, sign-in) names the festivals, so sign-in can land in the workspace', async () => {
    expect((await ping(f.manager)).json().festivals).toEqual([{ IdFestival: f.festivalId, role: 'manager' }]);
    expect((await ping(f.ada)).json().festivals).toEqual([]);
    const signIn = await f.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Login: 'programmer@example.com', Password: PASSWORD },
    });
    expect(signIn.json().festivals).toEqual([{ IdFestival: f.festivalId, role: 'programmer' }]);
  });
});

describe('the member calls are for managers', () => {
  it('a programmer gets 403, a member of another festival and a filmmaker 404', async () => {
    const programmerId = String(await memberId(f.accountIds.programmer));
    const calls = [
      ['GET', `festivals/${f.festivalId}/members`, undefined],
      ['POST', `festivals/${f.festivalId}/members`, { Login: 'someone@example.com', role: 'programmer' }],
      ['PUT', `festivals/${f.festivalId}/members/${programmerId}`, { role: 'manager' }],
      ['DELETE', `festivals/${f.festivalId}/members/${programmerId}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const programmer = await f.call(f.programmer, method, url, body);
      expect([method, programmer.statusCode, programmer.json().code]).toEqual([
        method,
        403,
        'FESTIVAL_ROLE_REQUIRED',
      ]);
      for (const who of [f.outsider, f.ada]) {
        const answer = await f.call(who, method, url, body);
        expect([method, answer.statusCode, answer.json().code]).toEqual([method, 404, 'NOT_FOUND']);
      }
    }
    expect(await emailsTo(f.t, 'someone@example.com')).toEqual([]);
    expect(await memberId(f.accountIds.programmer)).toBe(Number(programmerId));
  });

  it('lists the members for a manager: managers first, who is pending, who is me', async () => {
    const answer = await members(f.manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().items;
    expect(items[0]).toMatchObject({
      IdCompte: f.accountIds.manager,
      Login: 'manager@example.com',
      role: 'manager',
      pending: false,
      isMe: true,
    });
    expect(items).toContainEqual(
      expect.objectContaining({ IdCompte: f.accountIds.programmer, role: 'programmer', isMe: false }),
    );
    expect(items.map((m: { IdCompte: number }) => m.IdCompte)).not.toContain(f.accountIds.outsider);
    // Another festival's members look like nothing.
    expect((await members(f.manager, f.otherFestivalId)).statusCode).toBe(404);
  });
});

describe('inviting a member', () => {
  it('makes an existing account a member and tells it in its language; a second time is 409', async () => {
    const id = await insertAccount(f.t, 'chloe@example.com');
    await f.database.db
      .update(compte)
      .set({ IdLangue: languageId('fr') })
      .where(eq(compte.Id, id));
    const answer = await invite(f.manager, 'Chloe@Example.com ', 'programmer');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      IdCompte: id,
      Login: 'chloe@example.com',
      role: 'programmer',
      pending: false,
    });
    const [email] = await emailsTo(f.t, 'chloe@example.com');
    expect(email!.Subject).toBe(`Vous êtes membre de ${nom} sur Shortlist`);
    expect(email!.Text).toContain('en tant que programmateur ou programmatrice');
    expect(email!.Links).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\/fr\/connexion$/) }),
    ]);
    // No account was created and nothing about a password was sent.
    expect(email!.Text).not.toContain('login-by-token');

    const again = await invite(f.manager, 'chloe@example.com', 'manager');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FESTIVAL_MEMBER_EXISTS');
    expect(await emailsTo(f.t, 'chloe@example.com')).toHaveLength(1);

    const chloe = await signInAs(f.t.app, 'chloe@example.com');
    expect((await f.call(chloe, 'GET', 'festivals')).json().items).toEqual([
      expect.objectContaining({ IdFestival: f.festivalId, role: 'programmer' }),
    ]);
  });

  it('creates an account for an unknown address, whose emailed link leads to its first connection', async () => {
    const answer = await f.t.app.inject({
      method: 'POST',
      url: `/api/festival-space/festivals/${f.festivalId}/members`,
      headers: { ...f.manager.headers, culture: 'es' },
      payload: { Login: 'dario@example.com', role: 'manager' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      Login: 'dario@example.com',
      role: 'manager',
      pending: true,
      isMe: false,
    });
    const [account] = await f.database.db.select().from(compte).where(eq(compte.Login, 'dario@example.com'));
    // Created for someone else (docs/decisions.md "First connection"), in the inviting manager's language.
    expect(account).toMatchObject({
      Password: null,
      DateAcceptationCGV: null,
      DateActivation: null,
      IdLangue: languageId('es'),
    });
    const [email] = await emailsTo(f.t, 'dario@example.com');
    expect(email!.Subject).toBe(`Ya es miembro de ${nom} en Shortlist`);
    expect(email!.Text).toContain('como responsable');

    const { token } = await lastLinkTo(f.t, 'dario@example.com');
    const opened = await f.t.app.inject({ method: 'POST', url: `/api/auth/login-by-token/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      needsFirstConnection: true,
      hasPassword: false,
      festivals: [{ IdFestival: f.festivalId, role: 'manager' }],
    });
    const cookies = Object.fromEntries(opened.cookies.map((c) => [c.name, c.value]));
    const cookie = `sl_session=${cookies.sl_session}; sl_csrf=${cookies.sl_csrf}`;
    const dario = {
      cookie,
      csrf: cookies.sl_csrf ?? '',
      token: '',
      headers: { cookie, 'x-csrf-token': cookies.sl_csrf ?? '' },
    };
    const done = await f.t.app.inject({
      method: 'PUT',
      url: '/api/compte/update-cgvu-compte',
      headers: dario.headers,
      payload: { Login: 'dario@example.com', Password: 'Festival-Dario-1', AcceptCgv: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().festivals).toEqual([{ IdFestival: f.festivalId, role: 'manager' }]);
    expect((await signInAs(f.t.app, 'dario@example.com', 'Festival-Dario-1')).token).not.toBe('');
    const listed = (await members(f.manager)).json().items;
    expect(listed).toContainEqual(expect.objectContaining({ Login: 'dario@example.com', pending: false }));
    // The new manager manages.
    expect((await members(dario)).statusCode).toBe(200);
  });

  it('takes over an address signed up but never activated: its password goes, a link comes', async () => {
    const id = await insertAccount(f.t, 'eve@example.com');
    await f.database.db.update(compte).set({ DateActivation: null }).where(eq(compte.Id, id));
    const answer = await invite(f.manager, 'eve@example.com', 'programmer');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ IdCompte: id, pending: true });
    const [account] = await f.database.db.select().from(compte).where(eq(compte.Id, id));
    expect(account).toMatchObject({ Password: null, DateAcceptationCGV: null });
    expect((await lastLinkTo(f.t, 'eve@example.com')).url).toContain('/login-by-token/');
  });

  it('refuses a bad address or role before anything is written', async () => {
    for (const payload of [
      { Login: 'not-an-email', role: 'programmer' },
      { Login: 'frank@example.com', role: 'owner' },
      { Login: 'frank@example.com', role: 'programmer', IdFestival: f.otherFestivalId },
    ]) {
      const answer = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/members`, payload);
      expect(answer.statusCode).toBe(400);
    }
    expect(await f.database.db.select().from(compte).where(eq(compte.Login, 'frank@example.com'))).toEqual(
      [],
    );
  });
});

describe('changing roles and removing members', () => {
  it("changes a role; another festival's member is 404 through this festival", async () => {
    const grace = await insertAccount(f.t, 'grace@example.com');
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte: grace, IdFestival: f.festivalId, Role: 'programmer' });
    const graceMember = await memberId(grace);
    const promoted = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/members/${graceMember}`, {
      role: 'manager',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ IdMembre: graceMember, role: 'manager' });
    const outsiderMember = await memberId(f.accountIds.outsider, f.otherFestivalId);
    const elsewhere = await f.call(f.manager, 'PUT', `festivals/${f.festivalId}/members/${outsiderMember}`, {
      role: 'programmer',
    });
    expect(elsewhere.statusCode).toBe(404);
    const removeElsewhere = await f.call(
      f.manager,
      'DELETE',
      `festivals/${f.festivalId}/members/${outsiderMember}`,
    );
    expect(removeElsewhere.statusCode).toBe(404);
    expect(await memberId(f.accountIds.outsider, f.otherFestivalId)).toBe(outsiderMember);
  });

  it('ends a removed member’s access at once: their next call answers 404', async () => {
    const hana = await insertAccount(f.t, 'hana@example.com');
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte: hana, IdFestival: f.festivalId, Role: 'manager' });
    const signed = await signInAs(f.t.app, 'hana@example.com');
    expect((await members(signed)).statusCode).toBe(200);
    const removed = await f.call(
      f.manager,
      'DELETE',
      `festivals/${f.festivalId}/members/${await memberId(hana)}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    const next = await members(signed);
    expect(next.statusCode).toBe(404);
    expect((await f.call(signed, 'GET', 'festivals')).json()).toEqual({ items: [] });
    expect((await ping(signed)).json().festivals).toEqual([]);
  });

  it('keeps a manager: the last one can be neither removed nor demoted (409 FESTIVAL_LAST_MANAGER)', async () => {
    // The other festival has one manager, the outsider: ask as them.
    const own = await memberId(f.accountIds.outsider, f.otherFestivalId);
    const base = `festivals/${f.otherFestivalId}/members/${own}`;
    const demoted = await f.call(f.outsider, 'PUT', base, { role: 'programmer' });
    expect([demoted.statusCode, demoted.json().code]).toEqual([409, 'FESTIVAL_LAST_MANAGER']);
    const removed = await f.call(f.outsider, 'DELETE', base);
    expect([removed.statusCode, removed.json().code]).toEqual([409, 'FESTIVAL_LAST_MANAGER']);
    // With a second manager, the first may step down.
    const invited = await invite(f.outsider, 'ines@example.com', 'manager', f.otherFestivalId);
    expect(invited.statusCode, invited.body).toBe(201);
    const steppedDown = await f.call(f.outsider, 'PUT', base, { role: 'programmer' });
    expect(steppedDown.statusCode, steppedDown.body).toBe(200);
    // ...and, a programmer now, manages no more.
    expect((await members(f.outsider, f.otherFestivalId)).json().code).toBe('FESTIVAL_ROLE_REQUIRED');
  });
});

describe('account deletion', () => {
  it("takes the account's memberships with it", async () => {
    const jo = await insertAccount(f.t, 'jo@example.com');
    await f.database.db.insert(membreFestival).values({
      IdCompte: jo,
      IdFestival: f.festivalId,
      Role: 'programmer',
      IdInvitePar: f.accountIds.manager,
    });
    const signed = await signInAs(f.t.app, 'jo@example.com');
    const deleted = await f.t.app.inject({
      method: 'DELETE',
      url: '/api/compte',
      headers: signed.headers,
      payload: { Password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await f.database.db.select().from(membreFestival).where(eq(membreFestival.IdCompte, jo))).toEqual(
      [],
    );
  });
});
