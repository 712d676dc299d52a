import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { ZLogin } from '@shortlist/domain/accounts/login-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { accountEmail, accountLanguage } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { issueToken } from '../../platform/tokens.ts';

/** A sign-in link sent by support lasts a day (the first-connection link of an invitee, a week). */
export const SIGN_IN_LINK_LIFETIME_MS = 24 * 3_600_000;

export const ZSendSignInLinkCommand = z.strictObject({ email: ZLogin });

export type SignInLinkAnswer = { IdCompte: number; sentTo: string; expires: string };

/**
 * Support sends a one-time sign-in link (spec §2 root route `login-by-token/{token}`, §4) to the
 * address an account signs in with: a `login-by-token` token valid 24 hours, emailed in the
 * account's language, in one transaction. The link signs in once (`login-by-token.ts` spends it)
 * and ends the session the browser held; a newer link voids an older unused one. The link itself
 * is never in the answer: only the account's owner, reading their mailbox, holds it. An unknown or
 * deleted account answers 404.
 */
export async function sendSignInLink(
  db: Db,
  options: { email: string; now: Date; publicUrl: string },
): Promise<SignInLinkAnswer> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ Id: compte.Id, Login: compte.Login, IdLangue: compte.IdLangue })
      .from(compte)
      .where(and(eq(compte.Login, options.email), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) throw new AppError('NOT_FOUND');
    const token = await issueToken(tx, {
      kind: 'login-by-token',
      accountId: account.Id,
      now,
      lifetimeMs: SIGN_IN_LINK_LIFETIME_MS,
    });
    await enqueueEmail(
      tx,
      accountEmail({
        kind: 'signInLink',
        language: accountLanguage(account),
        to: account.Login,
        token,
        publicUrl: options.publicUrl,
      }),
    );
    return {
      IdCompte: account.Id,
      sentTo: account.Login,
      expires: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS).toISOString(),
    };
  });
}

/** `npm run admin -- send-sign-in-link --email <login>`. */
export const sendSignInLinkCommand = defineOperatorCommand({
  name: 'send-sign-in-link',
  summary: "Email an account a one-time sign-in link valid 24 hours (--email <the account's login>)",
  input: ZSendSignInLinkCommand,
  run: (context, input) =>
    sendSignInLink(context.db, { email: input.email, now: context.now, publicUrl: context.publicUrl }),
});
