import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import type { AccountFestival } from '@shortlist/domain/festival-space/member-contracts';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The festivals an account is a member of, with its role there (`ZAccountSession.festivals`), as
 * one column of a query on `compte`: the session lookup reads them with the account in one
 * query, on every request. The table is the festival-space area's; this is only a read of it.
 */
export function accountFestivalsColumn(accountId: AnyPgColumn): SQL<AccountFestival[]> {
  return sql<AccountFestival[]>`coalesce((
    select json_agg(json_build_object('IdFestival', m."IdFestival", 'role', m."Role") order by m."IdFestival")
    from ${membreFestival} m where m."IdCompte" = ${accountId}), '[]'::json)`;
}

/** The same, alone, for an account just signed in (sign-in, emailed link, first connection). */
export async function accountFestivals(db: Db, accountId: number): Promise<AccountFestival[]> {
  return db
    .select({ IdFestival: membreFestival.IdFestival, role: membreFestival.Role })
    .from(membreFestival)
    .where(eq(membreFestival.IdCompte, accountId))
    .orderBy(asc(membreFestival.IdFestival));
}
