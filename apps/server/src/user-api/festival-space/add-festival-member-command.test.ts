import { compte } from '@shortlist/db/schema/accounts';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { languageId } from '@shortlist/domain/languages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../operator/command-line.ts';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { emailsTo, insertAccount } from '../../test/test-accounts.ts';

// `npm run admin -- add-festival-member --festival <Id> --email <address> --role manager`: a
// festival's first manager, as the command line sends it to the operator API.

let f: FestivalSpaceTestApp;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

/** Runs the command as `npm run admin -- <words>` would: parsed, then posted. */
function admin(words: string) {
  const { command, input } = parseCommandLine(words.split(' '));
  return f.operator(command, input);
}

const membership = async (login: string, festivalId: number) =>
  f.database.db
    .select({ role: membreFestival.Role, IdInvitePar: membreFestival.IdInvitePar })
    .from(membreFestival)
    .innerJoin(compte, eq(compte.Id, membreFestival.IdCompte))
    .where(and(eq(compte.Login, login), eq(membreFestival.IdFestival, festivalId)));

describe('add-festival-member', () => {
  it('creates the account for someone else, adds the manager, prints and emails the first-connection link', async () => {
    const answer = await admin(
      `add-festival-member --festival ${f.otherFestivalId} --email Kim@Example.com --role manager --language fr`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const printed = answer.json().result;
    expect(printed).toMatchObject({
      IdFestival: f.otherFestivalId,
      Login: 'kim@example.com',
      role: 'manager',
      accountCreated: true,
      emailed: true,
      firstConnectionUrl: expect.stringMatching(/^http.*\/login-by-token\/[A-Za-z0-9_-]{43}$/),
    });
    expect(await membership('kim@example.com', f.otherFestivalId)).toEqual([
      { role: 'manager', IdInvitePar: null },
    ]);
    const [account] = await f.database.db.select().from(compte).where(eq(compte.Login, 'kim@example.com'));
    expect(account).toMatchObject({ Password: null, DateAcceptationCGV: null, IdLangue: languageId('fr') });
    const [email] = await emailsTo(f.t, 'kim@example.com');
    expect(email!.Subject).toMatch(/^Vous êtes membre de /);
    expect(email!.Links.map((l) => l.url)).toEqual([printed.firstConnectionUrl]);

    // The printed link opens the workspace's first connection.
    const token = printed.firstConnectionUrl.split('/').pop();
    const opened = await f.t.app.inject({ method: 'POST', url: `/api/auth/login-by-token/${token}` });
    expect(opened.json()).toMatchObject({
      needsFirstConnection: true,
      festivals: [{ IdFestival: f.otherFestivalId, role: 'manager' }],
    });
  });

  it('says an existing account was emailed, and prints no link for it', async () => {
    await insertAccount(f.t, 'lou@example.com');
    const answer = await admin(
      `add-festival-member --festival ${f.festivalId} --email lou@example.com --role programmer`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      accountCreated: false,
      firstConnectionUrl: null,
      emailed: true,
    });
    expect(answer.json().result.note).toMatch(/already has an account/);
    const [email] = await emailsTo(f.t, 'lou@example.com');
    expect(email!.Subject).toMatch(/^You are now a member of /);
  });

  it('refuses an unknown festival, an existing member and a bad role, writing nothing', async () => {
    const unknown = await admin(
      'add-festival-member --festival 999999 --email max@example.com --role manager',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'FESTIVAL_NOT_FOUND',
      message: "We couldn't find this festival.",
    });
    expect(await f.database.db.select().from(compte).where(eq(compte.Login, 'max@example.com'))).toEqual([]);

    const twice = await admin(
      `add-festival-member --festival ${f.festivalId} --email manager@example.com --role manager`,
    );
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'FESTIVAL_MEMBER_EXISTS']);

    const badRole = await admin(
      `add-festival-member --festival ${f.festivalId} --email max@example.com --role owner`,
    );
    expect(badRole.statusCode).toBe(400);
    const noEmail = await admin(`add-festival-member --festival ${f.festivalId} --role manager`);
    expect(noEmail.statusCode).toBe(400);
    expect(await emailsTo(f.t, 'max@example.com')).toEqual([]);
  });

  it('is listed by `npm run admin -- help`', async () => {
    const listed = await f.t.app.inject({
      url: '/operator-api/commands',
      headers: { authorization: 'Bearer operator-token-for-festival-space-tests-0123' },
    });
    expect(listed.json()).toContainEqual(expect.objectContaining({ name: 'add-festival-member' }));
  });
});
