import type { Db } from '@shortlist/db/client';
import {
  codeFestival,
  codeFestivalDestinataire,
  panierCodeFestival,
} from '@shortlist/db/schema/festival-codes';
import type { BasketFestivalCode } from '@shortlist/domain/orders/festival-code-contracts';
import { type FestivalCodeRule, festivalCodeRefusal } from '@shortlist/domain/orders/festival-codes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type FestivalCodeRow = typeof codeFestival.$inferSelect;

/** A stored code as the domain rule reads it; `handedTo` is read only for a reserved code. */
export function toFestivalCodeRule(row: FestivalCodeRow, handedTo: readonly string[]): FestivalCodeRule {
  return {
    code: row.Code,
    IdCampagneSection: row.IdCampagneSection,
    kind: row.Kind,
    percent: row.Pourcentage,
    expiresAt: row.DateFin,
    maxUses: row.MaxUtilisations,
    uses: row.Utilisations,
    disabled: row.DateDesactivation !== null,
    handedTo: row.IsReserve ? handedTo : null,
  };
}

/** The festival's code of that text, whatever its case (the unique index is on `upper("Code")`). */
export async function findFestivalCode(
  db: Db,
  options: { festivalId: number; code: string },
): Promise<FestivalCodeRow | null> {
  const [row] = await db
    .select()
    .from(codeFestival)
    .where(
      and(
        eq(codeFestival.IdFestival, options.festivalId),
        sql`upper(${codeFestival.Code}) = upper(${options.code.trim()})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The addresses each code was handed to, in the order they were first sent. */
export async function handedAddresses(db: Db, codeIds: readonly number[]): Promise<Map<number, string[]>> {
  const handed = new Map<number, string[]>();
  if (codeIds.length === 0) return handed;
  const rows = await db
    .select()
    .from(codeFestivalDestinataire)
    .where(inArray(codeFestivalDestinataire.IdCode, [...codeIds]))
    .orderBy(asc(codeFestivalDestinataire.DateEnvoi), asc(codeFestivalDestinataire.Email));
  for (const row of rows) handed.set(row.IdCode, [...(handed.get(row.IdCode) ?? []), row.Email]);
  return handed;
}

export type BasketCodeState = {
  IdCode: number;
  rule: FestivalCodeRule;
  view: BasketFestivalCode;
};

/**
 * The codes on the basket's entries and whether each may still be used now (expired, used up or
 * withdrawn since it was put there is said, not silently dropped). Two queries whatever the size.
 */
export async function loadBasketCodes(
  db: Db,
  options: {
    entries: readonly { IdInscription: number; IdCampagneSection: number }[];
    login: string;
    now: Date;
  },
): Promise<Map<number, BasketCodeState>> {
  const states = new Map<number, BasketCodeState>();
  if (options.entries.length === 0) return states;
  const rows = await db
    .select({ IdInscription: panierCodeFestival.IdInscription, code: codeFestival })
    .from(panierCodeFestival)
    .innerJoin(codeFestival, eq(codeFestival.Id, panierCodeFestival.IdCode))
    .where(
      inArray(
        panierCodeFestival.IdInscription,
        options.entries.map((e) => e.IdInscription),
      ),
    );
  const handed = await handedAddresses(
    db,
    rows.filter((r) => r.code.IsReserve).map((r) => r.code.Id),
  );
  const sections = new Map(options.entries.map((e) => [e.IdInscription, e.IdCampagneSection]));
  for (const { IdInscription, code } of rows) {
    const rule = toFestivalCodeRule(code, handed.get(code.Id) ?? []);
    const problem = festivalCodeRefusal(rule, {
      IdCampagneSection: sections.get(IdInscription) ?? 0,
      login: options.login,
      now: options.now,
    });
    states.set(IdInscription, {
      IdCode: code.Id,
      rule,
      view: { code: code.Code, kind: code.Kind, percent: code.Pourcentage, problem },
    });
  }
  return states;
}
