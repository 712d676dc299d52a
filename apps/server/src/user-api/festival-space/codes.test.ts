import { compte } from '@shortlist/db/schema/accounts';
import { codeFestival } from '@shortlist/db/schema/festival-codes';
import { outboxEmail } from '@shortlist/db/schema/platform';
import type { FestivalCode } from '@shortlist/domain/festival-space/code-contracts';
import { languageId } from '@shortlist/domain/languages';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

/**
 * Issue 33: a festival's discount codes in its workspace. Managers only (a programmer 403,
 * another festival's manager 404), a code unique per festival whatever its case, for a section
 * of this festival, until a day not yet over; handed by email through the outbox in each
 * filmmaker's language; withdrawn at once.
 */
let f: FestivalSpaceTestApp;
const codes = (IdFestival = f.festivalId) => `festivals/${IdFestival}/codes`;
const body = (extra: Record<string, unknown> = {}) => ({
  IdCampagneSection: f.sectionIds[0],
  kind: 'free',
  maxUses: 1,
  until: '2030-06-30',
  ...extra,
});

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
});
afterAll(() => f.close());

describe('roles', () => {
  it('lets a manager create and list, a programmer gets 403, another festival 404', async () => {
    const created = await f.call(f.manager, 'POST', codes(), body({ code: 'Waive-1' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'WAIVE-1',
      kind: 'free',
      percent: 100,
      maxUses: 1,
      uses: 0,
      until: '2030-06-30',
      disabled: false,
      handedTo: [],
    });
    const programmer = await f.call(f.programmer, 'POST', codes(), body({ code: 'PROG' }));
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    expect((await f.call(f.programmer, 'GET', codes())).statusCode).toBe(403);
    expect((await f.call(f.outsider, 'GET', codes())).statusCode).toBe(404);
    expect((await f.call(f.outsider, 'POST', codes(), body({ code: 'OUT' }))).statusCode).toBe(404);
    expect((await f.call(f.ada, 'GET', codes())).statusCode).toBe(404);
    const list = (await f.call(f.manager, 'GET', codes())).json() as { items: FestivalCode[] };
    expect(list.items.map((c) => c.code)).toEqual(['WAIVE-1']);
    expect(list.items[0]?.sectionName).not.toBe('');
    const id = list.items[0]!.IdCode;
    expect((await f.call(f.outsider, 'POST', `${codes()}/${id}/disable`)).statusCode).toBe(404);
    expect((await f.call(f.outsider, 'POST', `${codes(f.otherFestivalId)}/${id}/disable`)).statusCode).toBe(
      404,
    );
    expect(
      (await f.database.db.select().from(codeFestival).where(eq(codeFestival.Id, id)))[0]?.DateDesactivation,
    ).toBeNull();
  });
});

describe('creating', () => {
  it('generates a code when none is typed, refuses a taken one whatever its case', async () => {
    const generated = await f.call(
      f.manager,
      'POST',
      codes(),
      body({ kind: 'percent', percent: 25, maxUses: 10 }),
    );
    expect(generated.statusCode).toBe(201);
    expect(generated.json().code).toMatch(/^[2-9A-Z]{8}$/);
    expect(generated.json()).toMatchObject({ kind: 'percent', percent: 25 });
    const taken = await f.call(f.manager, 'POST', codes(), body({ code: 'waive-1' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields[0]).toMatchObject({ path: 'code', code: 'TAKEN' });
  });

  it("refuses another festival's section, a past day, a percent without its value", async () => {
    const foreign = await f.call(f.outsider, 'GET', `festivals/${f.otherFestivalId}/codes`);
    expect(foreign.statusCode).toBe(200);
    const [otherSection] = (
      await f.database.db.execute<{ Id: number }>(
        // A section of the other festival's calls.
        sql`select cs."Id" from "campagne_section" cs
          join "campagne" c on c."Id" = cs."IdCampagne" where c."IdFestival" = ${f.otherFestivalId} limit 1`,
      )
    ).rows;
    const wrong = await f.call(
      f.manager,
      'POST',
      codes(),
      body({ code: 'WRONG', IdCampagneSection: otherSection!.Id }),
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().fields[0].path).toBe('IdCampagneSection');
    const past = await f.call(f.manager, 'POST', codes(), body({ code: 'PAST', until: '2020-01-01' }));
    expect([past.statusCode, past.json().fields[0].path]).toEqual([400, 'until']);
    const noPercent = await f.call(f.manager, 'POST', codes(), body({ code: 'NOPCT', kind: 'percent' }));
    expect(noPercent.statusCode).toBe(400);
  });
});

describe('handing and withdrawing', () => {
  it("emails the code through the outbox in each filmmaker's language, then withdraws it", async () => {
    await f.database.db
      .update(compte)
      .set({ IdLangue: languageId('fr') })
      .where(eq(compte.Id, f.accountIds.bob));
    const created = (
      await f.call(f.manager, 'POST', codes(), body({ code: 'GIFT', handedOnly: true }))
    ).json();
    const handed = await f.call(f.manager, 'POST', `${codes()}/${created.IdCode}/hand`, {
      emails: ['Ada@example.com', 'bob@example.com', 'newcomer@example.com'],
      message: 'See you in June',
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().handedTo.sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
      'newcomer@example.com',
    ]);
    const mails = await f.database.db.select().from(outboxEmail);
    const to = (address: string) => mails.find((m) => m.To === address)!;
    expect(to('ada@example.com').Subject).toContain('gives you a discount code');
    expect(to('ada@example.com').Text).toContain('GIFT');
    expect(to('ada@example.com').Text).toContain('See you in June');
    expect(to('bob@example.com').Subject).toContain('vous offre un code de réduction');
    expect(to('newcomer@example.com').Subject).toContain('gives you a discount code');
    const programmer = await f.call(f.programmer, 'POST', `${codes()}/${created.IdCode}/hand`, {
      emails: ['ada@example.com'],
    });
    expect(programmer.statusCode).toBe(403);

    const disabled = await f.call(f.manager, 'POST', `${codes()}/${created.IdCode}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    const before = (await f.database.db.select({ n: count() }).from(outboxEmail))[0]?.n;
    const late = await f.call(f.manager, 'POST', `${codes()}/${created.IdCode}/hand`, {
      emails: ['ada@example.com'],
    });
    expect([late.statusCode, late.json().code]).toEqual([410, 'FESTIVAL_CODE_EXPIRED']);
    expect((await f.database.db.select({ n: count() }).from(outboxEmail))[0]?.n).toBe(before);
  });
});

it('answers hostile values with a 4xx and a code, writing nothing', async () => {
  const [code] = await f.database.db.select().from(codeFestival).where(eq(codeFestival.Code, 'WAIVE-1'));
  const state = async () => ({
    codes: await f.database.db.select().from(codeFestival),
    mails: (await f.database.db.select({ n: count() }).from(outboxEmail))[0]?.n,
  });
  const before = await state();
  const { operations, failures } = await sweepOwnedOperations({
    app: f.t.app,
    headers: f.manager.headers,
    select: (id) => /^\w+ \/api\/festival-space\/festivals\/\{IdFestival\}\/codes/.test(id),
    owned: { IdFestival: String(f.festivalId), IdCode: String(code!.Id) },
  });
  expect(operations.sort()).toEqual([
    'GET /api/festival-space/festivals/{IdFestival}/codes',
    'POST /api/festival-space/festivals/{IdFestival}/codes',
    'POST /api/festival-space/festivals/{IdFestival}/codes/{IdCode}/disable',
    'POST /api/festival-space/festivals/{IdFestival}/codes/{IdCode}/hand',
  ]);
  expect(failures).toEqual([]);
  expect(await state()).toEqual(before);
});
