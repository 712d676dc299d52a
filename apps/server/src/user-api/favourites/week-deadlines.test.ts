import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { inscription } from '@shortlist/db/schema/submissions';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Customer,
  createOrderTestApp,
  insertOrderFilm,
  NOW,
  type OrderTestApp,
  putEntries,
} from '../../test/order-test-app.ts';
import { weekDeadlines } from './week-deadlines.ts';

/**
 * `GET compte/favoris/echeances` on the demo catalogue at the fixed clock: the deadlines of the
 * next 7 days at the account's favourite festivals and at festivals with an entry in its basket.
 * The test moves chosen festivals' deadlines to known days so the demo's own dates do not matter.
 */
const DAY_MS = 86_400_000;
let o: OrderTestApp;
type Target = { Id: number; Nom: string; section: number };
/** Festivals with an open campaign section taking entries: a, b, c, d, and e more for the query count. */
let targets: Target[];

const get = (who: Customer | undefined) =>
  o.t.app.inject({ url: '/api/compte/favoris/echeances', headers: who?.signed.headers ?? {} });
const favourite = async (who: Customer, IdFestival: number) =>
  expect(
    (
      await o.t.app.inject({
        method: 'POST',
        url: '/api/compte/add-favoris',
        headers: who.signed.headers,
        payload: { IdFestival },
      })
    ).statusCode,
  ).toBe(200);

/** Moves every deadline of the festival's open campaigns far away, then one section's closing to `at`. */
async function deadlineAt(target: Target, at: Date, type: 'closing' | 'extension' = 'closing') {
  const sections = o.database.db
    .select({ Id: campagneSection.Id })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(eq(campagne.IdFestival, target.Id));
  await o.database.db
    .update(evenement)
    .set({ DateEvent: new Date(NOW.getTime() + 200 * DAY_MS) })
    .where(
      and(inArray(evenement.IdCampagneSection, sections), inArray(evenement.Type, ['closing', 'extension'])),
    );
  const [moved] = await o.database.db
    .update(evenement)
    .set({ DateEvent: at })
    .where(and(eq(evenement.IdCampagneSection, target.section), eq(evenement.Type, type)))
    .returning({ Id: evenement.Id });
  if (!moved) throw new Error(`section ${target.section} has no ${type} event`);
}

beforeAll(async () => {
  o = await createOrderTestApp();
  const rows = await o.database.db
    .selectDistinctOn([festival.Id], { Id: festival.Id, Nom: festival.Nom, section: campagneSection.Id })
    .from(evenement)
    .innerJoin(campagneSection, eq(campagneSection.Id, evenement.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
    .where(
      and(
        eq(evenement.Type, 'closing'),
        // A call the public sees (verified) and not closed: its deadlines are the favourites'.
        inArray(campagne.StatutCampagne, ['verification-handled', 'open']),
        eq(campagneSection.IsInscription, true),
      ),
    )
    .orderBy(asc(festival.Id), asc(campagneSection.Id));
  if (rows.length < 10) throw new Error('the demo catalogue has too few festivals taking entries');
  targets = rows;
}, 60_000);
afterAll(() => o.close());

describe('deadlines this week', () => {
  it('lists the favourites’ and the basket festivals’ deadlines of the next 7 days, soonest first, on each festival’s clock', async () => {
    const [a, b, c, d] = targets as [Target, Target, Target, Target];
    await deadlineAt(a, new Date(NOW.getTime() + 2 * DAY_MS));
    await deadlineAt(b, new Date(NOW.getTime() + 1 * DAY_MS));
    await deadlineAt(c, new Date(NOW.getTime() + 3 * DAY_MS));
    await deadlineAt(d, new Date(NOW.getTime() + 8 * DAY_MS));
    await favourite(o.ada, a.Id);
    await favourite(o.ada, d.Id); // a week and a day away: not this week
    const IdFilm = await insertOrderFilm(o.database, o.ada.Id);
    await putEntries(o.database, o.ada.Id, [{ IdFilm, IdCampagneSection: b.section }]);
    await favourite(o.bob, c.Id); // another account's favourite

    const response = await get(o.ada);
    expect(response.statusCode, response.body).toBe(200);
    const { deadlines } = response.json();
    expect(deadlines.map((x: { IdFestival: number }) => x.IdFestival)).toEqual([b.Id, a.Id]);
    expect(deadlines[0]).toMatchObject({
      name: b.Nom,
      smartName: festivalSmartName(b.Id, b.Nom),
      at: new Date(NOW.getTime() + DAY_MS).toISOString(),
      kind: 'closing',
      sections: 1,
      favourite: false,
      inBasket: true,
    });
    expect(deadlines[1]).toMatchObject({ favourite: true, inBasket: false });
    // The zone is the festival page's.
    for (const [index, target] of [b, a].entries()) {
      const page = await o.t.app.inject({ url: `/api/public/festivals/${target.Id}` });
      expect(deadlines[index].timeZone).toBe(page.json().timeZone);
    }

    const bobs = (await get(o.bob)).json().deadlines;
    expect(bobs.map((x: { IdFestival: number }) => x.IdFestival)).toEqual([c.Id]);
  });

  it('leaves out a passed deadline and an entry already sent or held by a payment', async () => {
    const [, , , , e, f, g] = targets as [Target, Target, Target, Target, Target, Target, Target];
    await deadlineAt(e, new Date(NOW.getTime() - 60_000));
    await favourite(o.bob, e.Id);
    await deadlineAt(f, new Date(NOW.getTime() + DAY_MS));
    await deadlineAt(g, new Date(NOW.getTime() + DAY_MS));
    const IdFilm = await insertOrderFilm(o.database, o.bob.Id);
    const [sent, held] = await putEntries(o.database, o.bob.Id, [
      { IdFilm, IdCampagneSection: f.section },
      { IdFilm, IdCampagneSection: g.section },
    ]);
    await o.database.db
      .update(inscription)
      .set({ Statut: SUBMISSION_STATUS.sent })
      .where(eq(inscription.Id, sent!));
    await o.database.db.update(inscription).set({ IsPaiementAttente: true }).where(eq(inscription.Id, held!));
    const ids = (await get(o.bob)).json().deadlines.map((x: { IdFestival: number }) => x.IdFestival);
    expect(ids).not.toContain(e.Id);
    expect(ids).not.toContain(f.Id);
    expect(ids).not.toContain(g.Id);
    // The same entry back in the basket brings its festival's deadline.
    await o.database.db
      .update(inscription)
      .set({ IsPaiementAttente: false })
      .where(eq(inscription.Id, held!));
    const again = (await get(o.bob)).json().deadlines.map((x: { IdFestival: number }) => x.IdFestival);
    expect(again).toContain(g.Id);
  });

  it('asks one query whatever the number of favourites', async () => {
    const client = (o.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const count = async (accountId: number) => {
      const spy = vi.spyOn(client, 'query');
      try {
        await weekDeadlines(o.database.db, { accountId, now: NOW });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const few = await count(o.ada.Id);
    for (const target of targets.slice(7)) await favourite(o.ada, target.Id);
    const many = await count(o.ada.Id);
    expect(few).toBe(1);
    expect(many).toBe(1);
  });

  it('needs a session', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
  });
});
