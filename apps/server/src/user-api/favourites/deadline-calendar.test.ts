import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { calendrierFavoris, favori } from '@shortlist/db/schema/favourites';
import { festival } from '@shortlist/db/schema/festivals';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { libelle, tradLibelle } from '@shortlist/db/schema/translations';
import { languageId } from '@shortlist/domain/language-list';
import { formatDeadline, zonedIsoDay } from '@shortlist/i18n/deadline-format';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { sendDeadlineReminders } from './deadline-reminders.ts';

let t: FestivalTestApp;
let ada: Signed;
let bob: Signed;
/** A festival whose open campaign has a deadline after NOW, and that deadline. */
let target: { Id: number; Nom: string; deadline: Date; timeZone: string };

const call = (
  who: Signed | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const DAY_MS = 86_400_000;
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  t = await createFestivalTestApp();
  await insertAccount(t, 'ada@example.com');
  await insertAccount(t, 'bob@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
  bob = await signInAs(t.app, 'bob@example.com');
  const [row] = await t.database.db
    .select({ Id: festival.Id, Nom: festival.Nom, deadline: evenement.DateEvent })
    .from(evenement)
    .innerJoin(campagneSection, eq(campagneSection.Id, evenement.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
    .where(
      and(
        inArray(evenement.Type, ['closing', 'extension']),
        gt(evenement.DateEvent, new Date(NOW.getTime() + 20 * DAY_MS)),
        // A call the public sees (verified) and not closed: its deadlines are the favourites'.
        inArray(campagne.StatutCampagne, ['verification-handled', 'open']),
        eq(campagneSection.IsInscription, true),
      ),
    )
    .orderBy(asc(evenement.DateEvent))
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no future deadline');
  const page = await t.app.inject({ url: `/api/public/festivals/${row.Id}` });
  target = { ...row, timeZone: page.json().timeZone };
  expect((await call(ada, 'POST', 'compte/add-favoris', { IdFestival: target.Id })).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('the private deadline feed', () => {
  it('has no address until the user asks for one', async () => {
    expect((await call(ada, 'GET', 'compte/calendrier-favoris')).json()).toEqual({
      Url: null,
      IsRappelEcheance: true,
    });
    expect((await call(undefined, 'GET', 'compte/calendrier-favoris')).statusCode).toBe(401);
  });

  it('serves the favourites’ deadlines as iCalendar at the private address', async () => {
    const settings = (await call(ada, 'POST', 'compte/calendrier-favoris/lien')).json();
    expect(settings.Url).toMatch(
      /^http:\/\/localhost:\d+\/api\/public\/calendrier-favoris\/[\w-]{20,}\.ics$/,
    );
    const feed = await t.app.inject({ url: new URL(settings.Url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(0);
    // On the deadline's day where the festival is, with its time and zone there.
    const day = zonedIsoDay(target.deadline, target.timeZone);
    const event = events.find((e) => e.startDate.toString() === day);
    // Named by the deadline's name on the festival's page (the demo's "Early deadline"...), its
    // section and the festival.
    expect(event?.summary).toMatch(/^(Early|Regular|Late) deadline, .+, /);
    expect(event?.summary.endsWith(`, ${target.Nom}`)).toBe(true);
    expect(event?.startDate.isDate).toBe(true);
    expect(
      event?.description.startsWith(
        `${formatDeadline(target.deadline, 'en', target.timeZone, 'long')}\nhttp`,
      ),
    ).toBe(true);
    expect(event?.description).toMatch(/ at \d\d:\d\d /);
    expect(events.every((e) => e.summary.includes(target.Nom))).toBe(true);
  });

  it('is in the account language', async () => {
    const { Url } = (await call(ada, 'GET', 'compte/calendrier-favoris')).json();
    await call(ada, 'PUT', 'compte/update-local', { IdLangue: 13 });
    const feed = await t.app.inject({ url: new URL(Url).pathname });
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Shortlist\u00A0: dates limites des festivals',
    );
    await call(ada, 'PUT', 'compte/update-local', { IdLangue: 6 });
  });

  it('names a deadline as the festival does, and leaves out one already passed', async () => {
    const { db } = t.database;
    const [deadline] = await db
      .select({ IdCampagneSection: evenement.IdCampagneSection })
      .from(evenement)
      .innerJoin(campagneSection, eq(campagneSection.Id, evenement.IdCampagneSection))
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(and(eq(campagne.IdFestival, target.Id), eq(evenement.DateEvent, target.deadline)));
    const [late] = await db.insert(libelle).values({}).returning();
    await db
      .insert(tradLibelle)
      .values({ IdLibelle: late!.Id, IdLangue: languageId('en'), Libelle: 'Late deadline' });
    const lateDay = new Date(NOW.getTime() + 33 * DAY_MS);
    const passedDay = new Date(NOW.getTime() - 3 * DAY_MS);
    const added = await db
      .insert(evenement)
      .values([
        {
          IdCampagneSection: deadline!.IdCampagneSection,
          Type: 'extension',
          DateEvent: lateDay,
          IdLibelleEvent: late!.Id,
        },
        { IdCampagneSection: deadline!.IdCampagneSection, Type: 'closing', DateEvent: passedDay },
      ])
      .returning({ Id: evenement.Id });
    try {
      const { Url } = (await call(ada, 'POST', 'compte/calendrier-favoris/lien')).json();
      const feed = await t.app.inject({ url: new URL(Url).pathname });
      const events = new ICAL.Component(ICAL.parse(feed.body))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      const onDay = (day: Date) =>
        events.filter((e) => e.startDate.toString() === zonedIsoDay(day, target.timeZone));
      expect(onDay(lateDay).map((e) => e.summary)).toEqual([expect.stringMatching(/^Late deadline, .+, /)]);
      expect(onDay(passedDay)).toEqual([]);
      expect(events.every((e) => e.startDate.toJSDate().getTime() >= NOW.getTime() - DAY_MS)).toBe(true);
    } finally {
      await db.delete(evenement).where(
        inArray(
          evenement.Id,
          added.map((row) => row.Id),
        ),
      );
    }
  });

  it('stops answering at the old address once renewed or revoked', async () => {
    const before = (await call(ada, 'GET', 'compte/calendrier-favoris')).json().Url;
    const renewed = (await call(ada, 'POST', 'compte/calendrier-favoris/lien')).json().Url;
    expect(renewed).not.toBe(before);
    expect((await t.app.inject({ url: new URL(before).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed).pathname })).statusCode).toBe(200);

    expect((await call(ada, 'DELETE', 'compte/calendrier-favoris/lien')).json().Url).toBeNull();
    expect((await t.app.inject({ url: new URL(renewed).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/public/calendrier-favoris/not-a-token' })).statusCode).toBe(404);
  });

  it('is per user: another user’s address lists only their own favourites', async () => {
    const { Url } = (await call(bob, 'POST', 'compte/calendrier-favoris/lien')).json();
    const calendar = new ICAL.Component(
      ICAL.parse((await t.app.inject({ url: new URL(Url).pathname })).body),
    );
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('the calendar settings', () => {
  const settingsRow = async (IdCompte: number) =>
    t.database.db.select().from(calendrierFavoris).where(eq(calendrierFavoris.IdCompte, IdCompte));

  it('are kept by the favourites area, not on the account, and go when the account is deleted', async () => {
    const id = await insertAccount(t, 'settings@example.com');
    const session = await signInAs(t.app, 'settings@example.com');
    // No row until the user changes something: the answer is the defaults.
    expect(await settingsRow(id)).toEqual([]);

    const { Url } = (await call(session, 'POST', 'compte/calendrier-favoris/lien')).json();
    const token = /\/([\w-]+)\.ics$/.exec(Url)?.[1];
    expect(
      (await call(session, 'PUT', 'compte/rappels-favoris', { IsRappelEcheance: false })).json(),
    ).toEqual({
      Url,
      IsRappelEcheance: false,
    });
    expect(await settingsRow(id)).toEqual([
      { IdCompte: id, JetonCalendrier: token, IsRappelEcheance: false },
    ]);
    // Switching reminders keeps the address; revoking the address keeps the switch.
    expect((await call(session, 'DELETE', 'compte/calendrier-favoris/lien')).json()).toEqual({
      Url: null,
      IsRappelEcheance: false,
    });
    const renewed = (await call(session, 'POST', 'compte/calendrier-favoris/lien')).json();
    expect(renewed.IsRappelEcheance).toBe(false);
    expect((await call(session, 'GET', 'compte/calendrier-favoris')).json()).toEqual(renewed);

    const deleted = await call(session, 'DELETE', 'compte', { Password: 'Festival-2024' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await settingsRow(id)).toEqual([]);
    expect((await t.app.inject({ url: new URL(renewed.Url).pathname })).statusCode).toBe(404);
  });
});

describe('deadline reminders', () => {
  const remindersTo = async (to: string) =>
    t.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, to)).orderBy(asc(outboxEmail.Id));
  const at = (daysBefore: number) => new Date(target.deadline.getTime() - daysBefore * DAY_MS);

  it('sends one email 14 days before a favourite’s deadline and another 2 days before', async () => {
    expect(await sendDeadlineReminders(t.database.db, { now: at(16), publicUrl: PUBLIC_URL })).toBe(0);

    await sendDeadlineReminders(t.database.db, { now: at(14), publicUrl: PUBLIC_URL });
    let emails = await remindersTo('ada@example.com');
    expect(emails.map((e) => e.Subject)).toEqual([`${target.Nom}: entries close in 14 days`]);
    expect(emails[0]?.Links[0]?.url).toMatch(new RegExp(`^${PUBLIC_URL}/en/festival/${target.Id}-`));
    expect(emails[0]?.Text).toContain('/en/profile/account');
    // The deadline on the festival's clock, with its zone, as the festival page gives it.
    expect(emails[0]?.Text).toContain(
      `closes entries on ${formatDeadline(target.deadline, 'en', target.timeZone, 'long')}.`,
    );

    // Later scans in the same window send nothing more.
    await sendDeadlineReminders(t.database.db, { now: at(14), publicUrl: PUBLIC_URL });
    await sendDeadlineReminders(t.database.db, { now: at(5), publicUrl: PUBLIC_URL });
    expect(await remindersTo('ada@example.com')).toHaveLength(1);

    await sendDeadlineReminders(t.database.db, { now: at(2), publicUrl: PUBLIC_URL });
    await sendDeadlineReminders(t.database.db, { now: at(1), publicUrl: PUBLIC_URL });
    emails = await remindersTo('ada@example.com');
    expect(emails.map((e) => e.Subject)).toEqual([
      `${target.Nom}: entries close in 14 days`,
      `${target.Nom}: entries close in 2 days`,
    ]);
  });

  it('are written in the account language and not sent when switched off or after deletion', async () => {
    const [fr, off, gone] = await Promise.all(
      ['camille@example.com', 'off@example.com', 'gone@example.com'].map((login) => insertAccount(t, login)),
    );
    for (const id of [fr, off, gone] as number[]) {
      await t.database.db.insert(favori).values({ IdCompte: id, IdFestival: target.Id });
    }
    await t.database.db
      .update(compte)
      .set({ IdLangue: 13 })
      .where(eq(compte.Id, fr as number));
    const offSession = await signInAs(t.app, 'off@example.com');
    const switched = await call(offSession, 'PUT', 'compte/rappels-favoris', { IsRappelEcheance: false });
    expect(switched.json().IsRappelEcheance).toBe(false);
    const goneSession = await signInAs(t.app, 'gone@example.com');
    const deleted = await call(goneSession, 'DELETE', 'compte', { Password: 'Festival-2024' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    await sendDeadlineReminders(t.database.db, { now: at(10), publicUrl: PUBLIC_URL });
    const [french] = await remindersTo('camille@example.com');
    expect(french?.Subject).toBe(`${target.Nom}\u00A0: clôture des inscriptions dans 10 jours`);
    expect(french?.Links[0]?.url).toMatch(/\/fr\/festival\//);
    expect(await remindersTo('off@example.com')).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(favori)
        .where(eq(favori.IdCompte, gone as number)),
    ).toHaveLength(0);
  });
});
