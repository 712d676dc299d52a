import type { Db } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';

/**
 * A start-up data step (main.ts, after the migrations and the seed): every section password
 * still in clear in `MotDePasse` (written by the festival site, or by a database from before
 * migration 0024) becomes its argon2id hash in `MotDePasseHash`, and the clear text is emptied
 * (docs/decisions.md "Section passwords"). argon2 cannot run in SQL, hence TypeScript at start rather
 * than the migration. Each row is updated only while it still holds the text that was hashed, so
 * two instances starting together, or a festival writing a newer password meanwhile, never leave
 * a hash of another text. An empty text removes the password, as it always meant no password.
 * Answers how many rows it changed.
 */
export async function hashSectionPasswords(db: Db): Promise<number> {
  const pending = await db
    .select({ Id: campagneSection.Id, MotDePasse: campagneSection.MotDePasse })
    .from(campagneSection)
    .where(isNotNull(campagneSection.MotDePasse));
  let hashed = 0;
  for (const row of pending) {
    if (row.MotDePasse === null) continue;
    const hash = row.MotDePasse === '' ? null : await hashPassword(row.MotDePasse);
    const updated = await db
      .update(campagneSection)
      .set({ MotDePasseHash: hash, MotDePasse: null })
      .where(and(eq(campagneSection.Id, row.Id), eq(campagneSection.MotDePasse, row.MotDePasse)))
      .returning({ Id: campagneSection.Id });
    hashed += updated.length;
  }
  return hashed;
}
