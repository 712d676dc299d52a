import type { Database } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import { createTestDatabase } from '@shortlist/db/testing';
import type { EventType } from '@shortlist/domain/festival-campaign';
import { currentFee } from '@shortlist/domain/festivals/calendar-rules';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { moveStamps } from '../order-api/stamps/stamp-ledger.ts';
import { NOW } from './festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from './test-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Test helpers for the order service (imported by tests only). */
export { NOW };

export type Customer = { Id: number; login: string; signed: Signed };

export type OrderTestApp = {
  t: TestApp;
  database: Database;
  ada: Customer;
  bob: Customer;
  close(): Promise<void>;
};

/** The app on the demo catalogue at the fixed clock `NOW`, with two signed-in customers. */
export async function createOrderTestApp(
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<OrderTestApp> {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const t = await createTestApp({
    database,
    now: options.now ?? (() => NOW),
    ...(options.env ? { env: options.env } : {}),
  });
  const customer = async (login: string): Promise<Customer> => {
    const Id = await insertAccount(t, login);
    return { Id, login, signed: await signInAs(t.app, login) };
  };
  const ada = await customer('ada@example.com');
  const bob = await customer('bob@example.com');
  return {
    t,
    database,
    ada,
    bob,
    async close() {
      await t.close();
      await database.close();
    },
  };
}

type EventJson = { Type: EventType; DateEvent: string; Prix: number; Ordre: number };

/** Campaign sections of the demo taking entries at NOW: free ones, and paid ones with their fee. */
export async function openSections(
  database: Database,
  now: Date = NOW,
): Promise<{ free: number[]; paid: { Id: number; fee: number }[] }> {
  const rows = await database.db
    .select({
      Id: campagneSection.Id,
      IsPayant: campagneSection.IsPayant,
      events: sql<EventJson[]>`coalesce((select json_agg(json_build_object('Type', e."Type",
        'DateEvent', e."DateEvent", 'Prix', e."Prix", 'Ordre', e."Ordre"))
        from "evenement" e where e."IdCampagneSection" = "campagne_section"."Id"), '[]'::json)`,
    })
    .from(campagneSection)
    .orderBy(campagneSection.Id);
  const free: number[] = [];
  const paid: { Id: number; fee: number }[] = [];
  for (const row of rows) {
    // Two days' margin each side, so a festival's own time zone never changes the answer.
    const fees = [-2, 0, 2].map((days) =>
      currentFee(
        row.events.map((e) => ({ ...e, DateEvent: new Date(e.DateEvent) })),
        new Date(now.getTime() + days * 86_400_000),
      ),
    );
    if (fees.some((fee) => fee === undefined) || new Set(fees).size !== 1) continue;
    const fee = fees[0]!;
    if (!row.IsPayant || fee === 0) free.push(row.Id);
    else paid.push({ Id: row.Id, fee });
  }
  return { free, paid };
}

/** A film of the account, inserted directly. */
export async function insertOrderFilm(
  database: Database,
  IdCompte: number,
  values: Partial<typeof film.$inferInsert> = {},
): Promise<number> {
  const [row] = await database.db
    .insert(film)
    .values({
      IdCompte,
      TitreOriginal: 'La Jetée',
      TitreRecherche: 'la jetee',
      DateDeclarationDroits: NOW,
      ...values,
    })
    .returning({ Id: film.Id });
  return row!.Id;
}

/** Unfinished entries in the account's basket, inserted directly (eligibility is the submissions area's test). */
export async function putEntries(
  database: Database,
  IdCompte: number,
  entries: readonly { IdFilm: number; IdCampagneSection: number }[],
): Promise<number[]> {
  const rows = await database.db
    .insert(inscription)
    .values(entries.map((e) => ({ IdCompte, ...e, DateCreation: NOW })))
    .returning({ Id: inscription.Id });
  return rows.map((r) => r.Id);
}

/** Stamps given to the account (a ledger row and the balance), as an operator would. */
export async function grantStamps(database: Database, IdCompte: number, count: number): Promise<void> {
  await database.db.transaction((tx) =>
    moveStamps(tx, { accountId: IdCompte, delta: count, reason: 'grant', orderId: null, now: NOW }),
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to the order API as `who`. */
export function orderCall(t: TestApp, who: Customer, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/order-api/${url}`,
    headers: who.signed.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A billing address in France saved through the profile call, as the customer would (VAT reads it). */
export async function saveFrenchBillingAddress(
  o: OrderTestApp,
  who: Customer,
  name = 'Ada Lovelace',
): Promise<void> {
  const [france] = await o.database.db.select().from(pays).where(eq(pays.Iso2, 'FR'));
  const saved = await o.t.app.inject({
    method: 'PUT',
    url: '/api/compte/adresse-facturation',
    headers: who.signed.headers,
    payload: {
      Header: name,
      Line1: '12 rue des Films',
      ZipCode: '75011',
      City: 'Paris',
      CountryId: france!.Id,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
