import type { Db } from '@shortlist/db/client';
import { type JetonKind, jeton } from '@shortlist/db/schema/accounts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { AppError } from './errors.ts';
import { randomToken, sha256 } from './session-store.ts';

/** How long each kind of emailed link stays valid. */
export const TOKEN_LIFETIME_MS: Record<JetonKind, number> = {
  activate: 7 * 24 * 3_600_000,
  password: 2 * 3_600_000,
  'login-change': 24 * 3_600_000,
  // The first-connection link of an account created for someone else (a festival member
  // invited by a manager or the operator): like an activation link, it may be opened days later.
  'login-by-token': 7 * 24 * 3_600_000,
  unsubscribe: 365 * 24 * 3_600_000,
};

/**
 * Issues a single-use token and returns it in clear (for the link); only its sha256 is stored.
 * Earlier unused tokens of the same kind for the account stop working.
 */
export async function issueToken(
  tx: Db,
  options: {
    kind: JetonKind;
    accountId: number;
    now: Date;
    payload?: string;
    /** Shorter than the kind's lifetime (a sign-in link sent by support lasts a day). */
    lifetimeMs?: number;
  },
): Promise<string> {
  const token = randomToken();
  if (options.kind !== 'unsubscribe') {
    await tx
      .update(jeton)
      .set({ DateUtilisation: options.now })
      .where(
        and(
          eq(jeton.IdCompte, options.accountId),
          eq(jeton.Kind, options.kind),
          isNull(jeton.DateUtilisation),
        ),
      );
  }
  await tx.insert(jeton).values({
    Hash: sha256(token),
    Kind: options.kind,
    IdCompte: options.accountId,
    Payload: options.payload ?? null,
    DateCreation: options.now,
    DateExpiration: new Date(
      options.now.getTime() +
        Math.min(options.lifetimeMs ?? Number.POSITIVE_INFINITY, TOKEN_LIFETIME_MS[options.kind]),
    ),
  });
  return token;
}

export type ValidToken = typeof jeton.$inferSelect;

/** The unused, unexpired token of that kind, or 400 TOKEN_INVALID. */
export async function findToken(
  tx: Db,
  options: { kind: JetonKind; token: string; now: Date },
): Promise<ValidToken> {
  const [row] = await tx
    .select()
    .from(jeton)
    .where(
      and(
        eq(jeton.Hash, sha256(options.token)),
        eq(jeton.Kind, options.kind),
        isNull(jeton.DateUtilisation),
        gt(jeton.DateExpiration, options.now),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('TOKEN_INVALID');
  return row;
}

/**
 * The account a link was issued to, used or expired or not (undefined for a link never issued):
 * only to tell a visitor what happened to a link they hold, never to act on it.
 */
export async function tokenAccountId(
  tx: Db,
  options: { kind: JetonKind; token: string },
): Promise<number | undefined> {
  const [row] = await tx
    .select({ IdCompte: jeton.IdCompte })
    .from(jeton)
    .where(and(eq(jeton.Hash, sha256(options.token)), eq(jeton.Kind, options.kind)))
    .limit(1);
  return row?.IdCompte;
}

/** Finds and marks the token used in one step; a second use answers TOKEN_INVALID. */
export async function consumeToken(
  tx: Db,
  options: { kind: JetonKind; token: string; now: Date },
): Promise<ValidToken> {
  const found = await findToken(tx, options);
  const used = await tx
    .update(jeton)
    .set({ DateUtilisation: options.now })
    .where(and(eq(jeton.Id, found.Id), isNull(jeton.DateUtilisation)))
    .returning({ Id: jeton.Id });
  if (used.length === 0) throw new AppError('TOKEN_INVALID');
  return found;
}

/**
 * Spends every unused emailed link of an account (password change or reset, login change,
 * deletion): a link sent before the change must not undo it. Unsubscribe links only turn
 * marketing email off and are promised in every marketing email, so they stay valid unless the
 * account is deleted (`includeUnsubscribe`).
 */
export async function spendAccountTokens(
  tx: Db,
  options: { accountId: number; now: Date; includeUnsubscribe?: boolean },
): Promise<void> {
  await tx
    .update(jeton)
    .set({ DateUtilisation: options.now })
    .where(
      and(
        eq(jeton.IdCompte, options.accountId),
        isNull(jeton.DateUtilisation),
        options.includeUnsubscribe ? undefined : ne(jeton.Kind, 'unsubscribe'),
      ),
    );
}
