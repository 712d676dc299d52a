import type { Database } from '@shortlist/db/client';
import { createTestDatabase } from '@shortlist/db/testing';
import { expect } from 'vitest';
import { NOW } from './festival-test-app.ts';
import { FILM_CREATE_BODY } from './film-bodies.ts';
import { insertAccount, type Signed, signInAs } from './test-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** One record of each kind an account owns, so tests have real ids for `personnes/:id`... */
const OWN_RECORDS = {
  personnes: { Nom: 'Lovelace', Prenom: 'Ada' },
  coordonnees: { Telephone: '+44.2079460000' },
  structures: { RaisonSociale: 'Analytical Films' },
  adresses: { IdPays: 1, Ligne1: '12 rue des Films', Ville: 'Paris' },
  films: FILM_CREATE_BODY,
} as const;

export type SignedInDemoApp = {
  t: TestApp;
  database: Database;
  /** ada@example.com, who owns one record of each kind (`ownIds`). */
  signed: Signed;
  ownIds: Record<string, number>;
  close(): Promise<void>;
};

/**
 * The app on the demo catalogue at the fixed clock `NOW`, with a signed-in account that owns a
 * person, contact details, a structure and an address: what the tests driven by the OpenAPI
 * document (hostile values, write bodies) need to reach every operation.
 */
export async function createSignedInDemoApp(): Promise<SignedInDemoApp> {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  const t = await createTestApp({ database, now: () => NOW });
  await insertAccount(t, 'ada@example.com');
  const signed = await signInAs(t.app, 'ada@example.com');
  const ownIds: Record<string, number> = {};
  for (const [path, body] of Object.entries(OWN_RECORDS)) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: signed.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    ownIds[path] = created.json().Id;
  }
  return {
    t,
    database,
    signed,
    ownIds,
    async close() {
      await t.close();
      await database.close();
    },
  };
}
