import type { Db } from '@shortlist/db/client';
import { compte, jeton } from '@shortlist/db/schema/accounts';
import { EMAIL_LINK_LIMITS, mayEmailLink } from '@shortlist/domain/accounts/email-link-limits';
import { and, eq, gt } from 'drizzle-orm';
import { issueToken } from '../tokens.ts';
import { accountEmail, accountLanguage } from './account-emails.ts';
import { enqueueEmail } from './outbox.ts';

/** Which emailed link goes with which email. */
const TOKEN_OF = { activation: 'activate', passwordReset: 'password' } as const;

/**
 * Issues an account's single-use link and queues the email that carries it, to the account's
 * own address in its language, in the caller's transaction; or does nothing when the account had
 * a link of that kind too recently or too often (`mayEmailLink`: 1 per 5 minutes, 5 a day). The
 * links issued are the count (each `jeton` row is one email sent); the account's row is locked
 * first, so requests at once for one account are judged one after the other. Answers whether it
 * sent one; callers answer their request the same either way.
 */
export async function emailAccountLink(
  tx: Db,
  options: {
    kind: keyof typeof TOKEN_OF;
    account: { Id: number; Login: string; IdLangue: number };
    now: Date;
    publicUrl: string;
  },
): Promise<boolean> {
  const { account } = options;
  const kind = TOKEN_OF[options.kind];
  await tx.select({ Id: compte.Id }).from(compte).where(eq(compte.Id, account.Id)).for('update');
  const earlier = await tx
    .select({ DateCreation: jeton.DateCreation })
    .from(jeton)
    .where(
      and(
        eq(jeton.IdCompte, account.Id),
        eq(jeton.Kind, kind),
        gt(jeton.DateCreation, new Date(options.now.getTime() - EMAIL_LINK_LIMITS.dayMs)),
      ),
    );
  if (
    !mayEmailLink(
      earlier.map((row) => row.DateCreation),
      options.now,
    )
  )
    return false;
  const token = await issueToken(tx, { kind, accountId: account.Id, now: options.now });
  await enqueueEmail(
    tx,
    accountEmail({
      kind: options.kind,
      language: accountLanguage(account),
      to: account.Login,
      token,
      publicUrl: options.publicUrl,
    }),
  );
  return true;
}
