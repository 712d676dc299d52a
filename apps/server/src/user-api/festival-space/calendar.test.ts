import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { festivalVersion } from '@shortlist/db/schema/festival-version';
import { festival } from '@shortlist/db/schema/festivals';
import { inscription } from '@shortlist/db/schema/submissions';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

// A call's calendar in the workspace (issue 33): a manager reads and replaces it, dates on the
// festival's clock; a programmer and another festival's manager cannot; contradictions are
// refused with their fields; a fee lowered below what paid entries paid asks for a
// confirmation; two saves at once leave one whole calendar.

let f: FestivalSpaceTestApp;
let callId: number;
let paid: number;
let free: number;
const ZONE = 'America/Los_Angeles';

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  const db = f.database.db;
  const [row] = await db
    .select({ IdCampagne: campagneSection.IdCampagne })
    .from(campagneSection)
    .where(eq(campagneSection.Id, f.sectionIds[0] as number));
  callId = row!.IdCampagne;
  [paid, free] = f.sectionIds as [number, number];
  await db.update(campagneSection).set({ IsPayant: true }).where(eq(campagneSection.Id, paid));
  await db.update(campagneSection).set({ IsPayant: false }).where(eq(campagneSection.Id, free));
  // A zone whose wall time differs from UTC by a day at 23:59, so a conversion mistake shows.
  await db.update(festival).set({ FuseauHoraire: ZONE }).where(eq(festival.Id, f.festivalId));
});
afterAll(() => f.close());

const url = (festivalId = f.festivalId, id = callId) => `festivals/${festivalId}/calls/${id}/calendar`;
type Ev = { Type: string; DateEvent: string; Prix: number };
const calendar = (fees: [number, number], extra: Ev[] = []): Ev[] => [
  { Type: 'opening', DateEvent: '2025-05-01T09:00', Prix: 0 },
  { Type: 'closing', DateEvent: '2025-06-30T23:59', Prix: fees[0] },
  { Type: 'closing', DateEvent: '2025-07-31T23:59', Prix: fees[1] },
  { Type: 'result', DateEvent: '2025-09-15T18:00', Prix: 0 },
  ...extra,
];
const events = (id: number) =>
  f.database.db
    .select({ Type: evenement.Type, DateEvent: evenement.DateEvent, Prix: evenement.Prix })
    .from(evenement)
    .where(eq(evenement.IdCampagneSection, id))
    .orderBy(asc(evenement.DateEvent));
const version = async () => (await f.database.db.select().from(festivalVersion))[0]?.Version ?? 0;

describe('call calendar', () => {
  it("reads each section's calendar on the festival's clock, with its zone", async () => {
    const answer = await f.call(f.manager, 'GET', url());
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.IdCampagne).toBe(callId);
    expect(body.timeZone).toBe(ZONE);
    const section = body.sections.find((s: { IdCampagneSection: number }) => s.IdCampagneSection === paid);
    expect(section.IsPayant).toBe(true);
    expect(section.Libelle).not.toBe('');
    for (const event of section.events) expect(event.DateEvent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  });

  it('refuses a programmer with a code and hides the call from other festivals', async () => {
    const programmer = await f.call(f.programmer, 'GET', url());
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const programmerSaves = await f.call(f.programmer, 'PUT', url(), { sections: [] });
    expect([programmerSaves.statusCode, programmerSaves.json().code]).toEqual([
      403,
      'FESTIVAL_ROLE_REQUIRED',
    ]);
    const outsider = await f.call(f.outsider, 'PUT', url(), {
      sections: [{ IdCampagneSection: paid, events: calendar([1000, 2000]) }],
    });
    expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'NOT_FOUND']);
    // Another festival's manager naming this call under their own festival finds nothing either.
    const crossed = await f.call(f.outsider, 'GET', url(f.otherFestivalId));
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'NOT_FOUND']);
    // And our manager cannot reach the other festival's sections through our call.
    const [theirs] = await f.database.db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(eq(campagne.IdFestival, f.otherFestivalId));
    const before = await events(theirs!.Id);
    const foreign = await f.call(f.manager, 'PUT', url(), {
      sections: [{ IdCampagneSection: theirs!.Id, events: calendar([1000, 2000]) }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([
      expect.objectContaining({ path: 'sections.0.IdCampagneSection' }),
    ]);
    expect(await events(theirs!.Id)).toEqual(before);
  });

  it("saves two fee deadlines and a result date, converted from the festival's zone, and moves the version", async () => {
    const before = await version();
    const answer = await f.call(f.manager, 'PUT', url(), {
      sections: [
        { IdCampagneSection: paid, events: calendar([1500, 2500]) },
        { IdCampagneSection: free, events: calendar([0, 0]) },
      ],
      confirmLowerFees: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await events(paid)).toEqual([
      { Type: 'opening', DateEvent: new Date('2025-05-01T16:00:00Z'), Prix: 0 },
      { Type: 'closing', DateEvent: new Date('2025-07-01T06:59:00Z'), Prix: 1500 },
      { Type: 'closing', DateEvent: new Date('2025-08-01T06:59:00Z'), Prix: 2500 },
      { Type: 'result', DateEvent: new Date('2025-09-16T01:00:00Z'), Prix: 0 },
    ]);
    const saved = answer
      .json()
      .sections.find((s: { IdCampagneSection: number }) => s.IdCampagneSection === paid);
    expect(saved.events.map((e: Ev) => [e.Type, e.DateEvent, e.Prix])).toEqual(
      calendar([1500, 2500]).map((e) => [e.Type, e.DateEvent, e.Prix]),
    );
    const [call] = await f.database.db.select().from(campagne).where(eq(campagne.Id, callId));
    // The call opens at its sections' first opening and closes at their last deadline.
    expect(call?.OuvertureCampagne?.getTime()).toBeLessThanOrEqual(
      new Date('2025-05-01T16:00:00Z').getTime(),
    );
    expect(call?.FermetureCampagne?.getTime()).toBeGreaterThanOrEqual(
      new Date('2025-08-01T06:59:00Z').getTime(),
    );
    expect(await version()).toBeGreaterThan(before);
    // The public page reads the new fee at once.
    const page = await f.t.app.inject({ method: 'GET', url: `/api/public/festivals/${f.festivalId}` });
    expect(page.statusCode, page.body).toBe(200);
    const section = page
      .json()
      .sections.find((s: { IdCampagneSection: number }) => s.IdCampagneSection === paid);
    expect(section.currentFee).toBe(1500);
  });

  it("names the festival's own steps per language, keeps them when left out, shows them on the fee table", async () => {
    const [early, ...rest] = calendar([1000, 2000]).slice(1);
    const named = [
      calendar([1000, 2000])[0],
      { ...early, Libelle: { en: '  Early bird  ', fr: 'Lève-tôt', es: null } },
      ...rest,
    ];
    const saved = await f.call(f.manager, 'PUT', url(), {
      sections: [{ IdCampagneSection: paid, events: named }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const step = (body: {
      sections: {
        IdCampagneSection: number;
        events: { Type: string; LibelleEvent: string | null; Libelle: Record<string, string | null> }[];
      }[];
    }) => body.sections.find((s) => s.IdCampagneSection === paid)?.events.filter((e) => e.Type === 'closing');
    expect(
      step(saved.json())?.map((e) => [e.LibelleEvent, e.Libelle.en, e.Libelle.fr, e.Libelle.es]),
    ).toEqual([
      ['Early bird', 'Early bird', 'Lève-tôt', null],
      [null, null, null, null],
    ]);
    // A save that leaves the names out (an older client) keeps the n-th deadline's name.
    await f.call(f.manager, 'PUT', url(), {
      sections: [{ IdCampagneSection: paid, events: calendar([1000, 2000]) }],
    });
    const french = await f.t.app.inject({
      url: `/api/festival-space/${url()}`,
      headers: { ...f.manager.headers, culture: 'fr' },
    });
    expect(step(french.json())?.map((e) => e.LibelleEvent)).toEqual(['Lève-tôt', null]);
    // The public fee table says it, if the festival's current call is this one.
    const page = await f.t.app.inject({
      url: `/api/public/festivals/${f.festivalId}`,
      headers: { culture: 'fr' },
    });
    const section = (
      page.json().sections as { IdCampagneSection: number; events: { LibelleEvent: string | null }[] }[]
    ).find((s) => s.IdCampagneSection === paid);
    if (section) expect(section.events.map((e) => e.LibelleEvent)).toContain('Lève-tôt');
    // Emptied, the step has no name of its own.
    const emptied = await f.call(f.manager, 'PUT', url(), {
      sections: [
        { IdCampagneSection: paid, events: [named[0], { ...early, Libelle: { en: ' ', fr: '' } }, ...rest] },
      ],
    });
    expect(step(emptied.json())?.map((e) => e.LibelleEvent)).toEqual([null, null]);
  });

  it('refuses step names too long, in a language without English or not routed, writing nothing', async () => {
    const before = await events(paid);
    const [opening, early, ...rest] = calendar([1000, 2000]);
    for (const [Libelle, path, code] of [
      [{ en: 'x'.repeat(256) }, 'sections.0.events.1.Libelle.en', 'TOO_LONG'],
      [{ fr: 'Lève-tôt' }, 'sections.0.events.1.Libelle.en', 'REQUIRED'],
      [{ en: 'Early', pt: 'Cedo' }, 'sections.0.events.1.Libelle.pt', 'LANGUAGE_NOT_ROUTED'],
      [{ en: 'Early', de: 'Früh' }, 'sections.0.events.1.Libelle', 'INVALID'],
    ] as const) {
      const answer = await f.call(f.manager, 'PUT', url(), {
        sections: [{ IdCampagneSection: paid, events: [opening, { ...early, Libelle }, ...rest] }],
      });
      expect([answer.statusCode, answer.json().code], JSON.stringify(Libelle)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(answer.json().fields, JSON.stringify(Libelle)).toContainEqual(
        expect.objectContaining({ path, code }),
      );
    }
    expect(await events(paid)).toEqual(before);
  });

  it('refuses contradictions with the field named, writing nothing', async () => {
    const before = await events(paid);
    const cases: [Ev[], string, string][] = [
      [
        calendar([1500, 2500]).map((e) =>
          e.Type === 'result' ? { ...e, DateEvent: '2025-07-15T12:00' } : e,
        ),
        'sections.0.events.2.DateEvent',
        'CALENDAR_DEADLINE_AFTER_RESULTS',
      ],
      [
        calendar([1500, 2500]).map((e) =>
          e.Type === 'opening' ? { ...e, DateEvent: '2025-07-01T09:00' } : e,
        ),
        'sections.0.events.1.DateEvent',
        'CALENDAR_BEFORE_OPENING',
      ],
      [
        calendar([1500, 2500]).filter((e) => e.Type !== 'opening'),
        'sections.0.events',
        'CALENDAR_OPENING_REQUIRED',
      ],
      [
        calendar([1500, 2500]).map((e) =>
          e.Type === 'opening' ? { ...e, DateEvent: '2025-02-30T09:00' } : e,
        ),
        'sections.0.events.0.DateEvent',
        'CALENDAR_DATE_INVALID',
      ],
      [calendar([1500, -1]), 'sections.0.events.2.Prix', 'CALENDAR_FEE_INVALID'],
    ];
    for (const [sent, path, code] of cases) {
      const answer = await f.call(f.manager, 'PUT', url(), {
        sections: [{ IdCampagneSection: paid, events: sent }],
      });
      expect([answer.statusCode, answer.json().code], path).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.json().fields[0]).toMatchObject({ path, code });
    }
    const onFree = await f.call(f.manager, 'PUT', url(), {
      sections: [{ IdCampagneSection: free, events: calendar([500, 0]) }],
    });
    expect(onFree.json().fields[0]).toMatchObject({
      path: 'sections.0.events.1.Prix',
      code: 'CALENDAR_FEE_ON_FREE_SECTION',
    });
    expect(await events(paid)).toEqual(before);
  });

  it('asks to confirm a fee lowered below what paid entries paid, and never changes them', async () => {
    const { IdInscription } = await f.sentEntry({ who: 'ada', title: 'Paid early', IdCampagneSection: paid });
    const entryBefore = await f.database.db
      .select()
      .from(inscription)
      .where(eq(inscription.Id, IdInscription));
    const before = await events(paid);
    const lowered = { sections: [{ IdCampagneSection: paid, events: calendar([900, 2500]) }] };
    const refused = await f.call(f.manager, 'PUT', url(), lowered);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'CALENDAR_FEE_LOWERED']);
    const count = Number(/^(\d+) /.exec(refused.json().message)?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await events(paid)).toEqual(before);
    // Raising the later fee only lowers nothing anybody paid.
    const raised = await f.call(f.manager, 'PUT', url(), {
      sections: [{ IdCampagneSection: paid, events: calendar([1500, 3000]) }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const confirmed = await f.call(f.manager, 'PUT', url(), {
      sections: [{ IdCampagneSection: paid, events: calendar([900, 3000]) }],
      confirmLowerFees: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await events(paid)).map((e) => e.Prix)).toEqual([0, 900, 3000, 0]);
    expect(await f.database.db.select().from(inscription).where(eq(inscription.Id, IdInscription))).toEqual(
      entryBefore,
    );
  });

  it('refuses a change while Shortlist verifies the call or once it is closed', async () => {
    const before = await events(paid);
    const [call] = await f.database.db.select().from(campagne).where(eq(campagne.Id, callId));
    for (const status of ['verification-requested', 'closed'] as const) {
      await f.database.db.update(campagne).set({ StatutCampagne: status }).where(eq(campagne.Id, callId));
      const answer = await f.call(f.manager, 'PUT', url(), {
        sections: [{ IdCampagneSection: paid, events: calendar([1500, 3000]) }],
        confirmLowerFees: true,
      });
      expect([answer.statusCode, answer.json().code], status).toEqual([409, 'CALENDAR_LOCKED']);
    }
    await f.database.db
      .update(campagne)
      .set({ StatutCampagne: call!.StatutCampagne })
      .where(eq(campagne.Id, callId));
    expect(await events(paid)).toEqual(before);
  });

  it('leaves one whole calendar when two saves race, never a mix', async () => {
    const a = calendar([1000, 2000]);
    const b = [
      { Type: 'opening', DateEvent: '2025-04-01T09:00', Prix: 0 },
      { Type: 'closing', DateEvent: '2025-06-15T23:59', Prix: 1100 },
      { Type: 'closing', DateEvent: '2025-07-15T23:59', Prix: 2100 },
      { Type: 'extension', DateEvent: '2025-08-15T23:59', Prix: 3100 },
      { Type: 'result', DateEvent: '2025-10-01T12:00', Prix: 0 },
    ];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [a, b].map((sent) =>
          f.call(f.manager, 'PUT', url(), {
            sections: [
              { IdCampagneSection: paid, events: sent },
              { IdCampagneSection: free, events: sent.map((e) => ({ ...e, Prix: 0 })) },
            ],
            confirmLowerFees: true,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const rows = await f.database.db
        .select({ IdCampagneSection: evenement.IdCampagneSection, Prix: evenement.Prix })
        .from(evenement)
        .where(inArray(evenement.IdCampagneSection, [paid, free]));
      const paidFees = rows
        .filter((r) => r.IdCampagneSection === paid)
        .map((r) => r.Prix)
        .sort((x, y) => x - y);
      const whole = [a, b].map((sent) => sent.map((e) => e.Prix).sort((x, y) => x - y));
      expect(whole).toContainEqual(paidFees);
      // The free section holds the same calendar's number of events as the paid one.
      expect(rows.filter((r) => r.IdCampagneSection === free)).toHaveLength(paidFees.length);
    }
  });
});
