import type { Database } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { DEMO_SECTION_PASSWORD, DEMO_SECTION_PASSWORD_HASH } from '@shortlist/db/seed/demo/sections';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { hashSectionPasswords } from './hash-section-passwords.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
});
afterAll(() => database.close());

const passwordsOf = (Id: number) =>
  database.db
    .select({ clear: campagneSection.MotDePasse, hash: campagneSection.MotDePasseHash })
    .from(campagneSection)
    .where(eq(campagneSection.Id, Id));

describe('hashSectionPasswords (the start-up step)', () => {
  it('finds nothing to do on the demo, whose protected sections carry the hash of the demo password', async () => {
    expect(await verifyPassword(DEMO_SECTION_PASSWORD_HASH, DEMO_SECTION_PASSWORD)).toBe(true);
    expect(await hashSectionPasswords(database.db)).toBe(0);
  });

  it('replaces a clear text by its argon2id hash, once; an empty text removes the password', async () => {
    const rows = await database.db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .where(isNotNull(campagneSection.MotDePasseHash))
      .limit(2);
    const [first, second] = rows.map((row) => row.Id);
    if (first === undefined || second === undefined) throw new Error('the demo has protected sections');
    await database.db
      .update(campagneSection)
      .set({ MotDePasse: 'festival-secret' })
      .where(eq(campagneSection.Id, first));
    await database.db.update(campagneSection).set({ MotDePasse: '' }).where(eq(campagneSection.Id, second));

    expect(await hashSectionPasswords(database.db)).toBe(2);
    const [hashed] = await passwordsOf(first);
    expect(hashed).toEqual({ clear: null, hash: expect.stringMatching(/^\$argon2id\$/) });
    expect(await verifyPassword(hashed?.hash, 'festival-secret')).toBe(true);
    expect(await verifyPassword(hashed?.hash, DEMO_SECTION_PASSWORD)).toBe(false);
    expect(await passwordsOf(second)).toEqual([{ clear: null, hash: null }]);
    expect(await hashSectionPasswords(database.db)).toBe(0);
  });
});
