import type { Db } from '@shortlist/db/client';
import { generique } from '@shortlist/db/schema/film-people';
import type { CreditOrderRequest } from '@shortlist/domain/films/credit-rules';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';

/**
 * `PUT generiques/ordre`: the order of the contacts of one function of a film (spec §3
 * `OrdreFonction`). `idsContact` must name every contact of that function once, so a stale
 * screen is refused instead of guessed; one statement renumbers them 1, 2, 3...
 */
export async function orderCredits(
  db: Db,
  options: { account: Account; values: CreditOrderRequest },
): Promise<void> {
  const { IdFilm, IdFonction, idsContact } = options.values;
  await db.transaction(async (tx) => {
    await editableFilm(tx, { account: options.account, IdFilm, lock: true });
    const ofFunction = and(eq(generique.IdFilm, IdFilm), eq(generique.IdFonction, IdFonction));
    const current = await tx.select({ IdContact: generique.IdContact }).from(generique).where(ofFunction);
    const known = new Set(current.map((row) => row.IdContact));
    if (idsContact.length !== known.size || !idsContact.every((id) => known.has(id))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'idsContact', code: 'INVALID', message: 'INVALID' }],
      });
    }
    const list = sql.join(
      idsContact.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx
      .update(generique)
      .set({ OrdreFonction: sql`array_position(ARRAY[${list}]::int[], ${generique.IdContact})` })
      .where(ofFunction);
  });
}
