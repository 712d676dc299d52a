import type { Db } from '@shortlist/db/client';
import { issueToken } from '../tokens.ts';
import { accountEmail, accountLanguage } from './account-emails.ts';
import { enqueueEmail } from './outbox.ts';

/** Which emailed link goes with which email. */
const TOKEN_OF = { activation: 'activate', passwordReset: 'password' } as const;

/**
 * Issues an account's single-use link and queues the email that carries it, to the account's
 * own address in its language, in the caller's transaction.
 */
export async function emailAccountLink(
  tx: Db,
  options: {
    kind: keyof typeof TOKEN_OF;
    account: { Id: number; Login: string; IdLangue: number };
    now: Date;
    publicUrl: string;
  },
): Promise<void> {
  const { account } = options;
  const token = await issueToken(tx, {
    kind: TOKEN_OF[options.kind],
    accountId: account.Id,
    now: options.now,
  });
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
}
