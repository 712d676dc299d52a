import { campagneStatut } from '@shortlist/db/schema/call-status';
import { campagne } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, signInAs } from '../../test/test-accounts.ts';

// A festival's calls in the workspace (issue 33): a manager lists them, asks for verification of
// one in preparation and takes the request back; a programmer and another festival's manager
// cannot; the lifecycle refuses the rest; two managers asking at once make one request.

let f: FestivalSpaceTestApp;
let base: string;
let callId: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  base = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  const [row] = await f.database.db
    .insert(campagne)
    .values({
      IdFestival: f.festivalId,
      AnneeEdition: 2099,
      StatutCampagne: 'preparation',
      OuvertureCampagne: new Date('2099-01-10T09:00:00Z'),
      FermetureCampagne: new Date('2099-04-30T21:59:00Z'),
      IsInvitationSeule: true,
    })
    .returning({ Id: campagne.Id });
  callId = row!.Id;
});
afterAll(() => f.close());

const calls = () => `festivals/${f.festivalId}/calls`;
const ask = (id = callId) => `${calls()}/${id}/verification-request`;
const withdraw = (id = callId) => `${calls()}/${id}/verification-withdrawal`;
const audit = () => f.database.db.select().from(campagneStatut).where(eq(campagneStatut.IdCampagne, callId));
const status = async () =>
  (await f.database.db.select().from(campagne).where(eq(campagne.Id, callId)))[0]?.StatutCampagne;

describe('festival calls', () => {
  it("lists the festival's calls, newest edition first, with dates, invitation only and what a manager may do", async () => {
    const answer = await f.call(f.manager, 'GET', calls());
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().items;
    expect(items[0]).toEqual({
      IdCampagne: callId,
      AnneeEdition: 2099,
      StatutCampagne: 'preparation',
      DebutCampagne: null,
      FinCampagne: null,
      OuvertureCampagne: '2099-01-10T09:00:00.000Z',
      FermetureCampagne: '2099-04-30T21:59:00.000Z',
      IsInvitationSeule: true,
      lastRefusal: null,
      actions: ['ask'],
    });
    expect(items.some((c: { StatutCampagne: string }) => c.StatutCampagne === 'open')).toBe(true);
    const [open] = items.filter((c: { StatutCampagne: string }) => c.StatutCampagne === 'open');
    expect(open.actions).toEqual([]);
  });

  it('refuses a programmer with a code and hides the festival from another festival’s manager', async () => {
    const programmer = await f.call(f.programmer, 'GET', calls());
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const programmerAsks = await f.call(f.programmer, 'POST', ask());
    expect([programmerAsks.statusCode, programmerAsks.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const outsider = await f.call(f.outsider, 'GET', calls());
    expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'NOT_FOUND']);
    const outsiderAsks = await f.call(f.outsider, 'POST', ask());
    expect(outsiderAsks.statusCode).toBe(404);
    // Another festival's manager naming this call under their own festival finds nothing either.
    const crossed = await f.call(
      f.outsider,
      'POST',
      `festivals/${f.otherFestivalId}/calls/${callId}/verification-request`,
    );
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await status()).toBe('preparation');
    expect(await audit()).toEqual([]);
  });

  it('asks for verification, then takes it back, each with an audit row', async () => {
    const asked = await f.call(f.manager, 'POST', ask());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ StatutCampagne: 'verification-requested', actions: ['withdraw'] });

    const again = await f.call(f.manager, 'POST', ask());
    expect([again.statusCode, again.json().code]).toEqual([409, 'CALL_TRANSITION_REFUSED']);
    expect(again.json().message).toMatch(/moved on/);

    const back = await f.call(f.manager, 'POST', withdraw());
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ StatutCampagne: 'preparation', actions: ['ask'] });
    expect((await audit()).map((r) => [r.De, r.Vers, r.Evenement, r.Auteur, r.IdCompte])).toEqual([
      ['preparation', 'verification-requested', 'ask', 'manager', f.accountIds.manager],
      ['verification-requested', 'preparation', 'withdraw', 'manager', f.accountIds.manager],
    ]);
  });

  it('refuses every change the lifecycle has no arrow for, in the visitor’s language', async () => {
    const [open] = await f.database.db
      .select({ Id: campagne.Id })
      .from(campagne)
      .where(eq(campagne.IdFestival, f.festivalId))
      .orderBy(campagne.AnneeEdition);
    const openAsk = await f.call(f.manager, 'POST', ask(open!.Id));
    expect([openAsk.statusCode, openAsk.json().code]).toEqual([409, 'CALL_TRANSITION_REFUSED']);
    const notWaiting = await f.call(f.manager, 'POST', withdraw());
    expect([notWaiting.statusCode, notWaiting.json().code]).toEqual([409, 'CALL_TRANSITION_REFUSED']);
    const french = await f.t.app.inject({
      method: 'POST',
      url: `/api/festival-space/${withdraw()}`,
      headers: { ...f.manager.headers, culture: 'fr-FR' },
    });
    expect(french.json().message).toMatch(/^Cet appel a changé/);
    const unknown = await f.call(f.manager, 'POST', ask(999_999));
    expect(unknown.statusCode).toBe(404);
  });

  it('two managers asking at once: one request is made, the other is told plainly, one audit row', async () => {
    const IdCompte = await insertAccount(f.t, 'second.manager@example.com');
    await f.database.db
      .insert(membreFestival)
      .values({ IdCompte, IdFestival: f.festivalId, Role: 'manager' });
    const second = await signInAs(f.t.app, 'second.manager@example.com');
    const before = (await audit()).length;
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/festival-space/${ask()}`, { method: 'POST', headers }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { code?: string },
      }));
    const answers = await Promise.all([post(f.manager.headers), post(second.headers)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('CALL_TRANSITION_REFUSED');
    expect(await status()).toBe('verification-requested');
    expect((await audit()).length).toBe(before + 1);
  });
});
