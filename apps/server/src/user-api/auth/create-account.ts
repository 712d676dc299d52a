import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { type Language, languageFromId, languageId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { accountEmail } from '../../platform/mail/account-emails.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { issueToken } from '../../platform/tokens.ts';

/**
 * Creates an account waiting for activation and queues its activation email. An address already
 * registered answers ACCOUNT_CREATE_FAILED ("an account may already exist", spec §8) and nothing more.
 * The terms are accepted on this form (AcceptCgv must be true) and their date is stored now, so
 * the account is not asked for a first connection (docs/decisions.md).
 */
export async function createAccount(
  db: Db,
  options: {
    login: string;
    password: string;
    languageId: number | undefined;
    /** Marketing consent: only an explicit yes (the column's default must not decide). */
    acceptsMarketing?: boolean | undefined;
    language: Language;
    now: Date;
    publicUrl: string;
  },
): Promise<void> {
  const login = normalizeLogin(options.login);
  const language =
    (options.languageId !== undefined && languageFromId(options.languageId)) || options.language;
  const hash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ Id: compte.Id })
      .from(compte)
      .where(eq(compte.Login, login))
      .limit(1);
    if (existing) throw new AppError('ACCOUNT_CREATE_FAILED');
    const [created] = await tx
      .insert(compte)
      .values({
        Login: login,
        Password: hash,
        IdLangue: languageId(language),
        DateCreation: options.now,
        DateAcceptationCGV: options.now,
        IsAccepteMail: options.acceptsMarketing === true,
      })
      .onConflictDoNothing()
      .returning({ Id: compte.Id });
    if (!created) throw new AppError('ACCOUNT_CREATE_FAILED');
    const token = await issueToken(tx, { kind: 'activate', accountId: created.Id, now: options.now });
    await enqueueEmail(
      tx,
      accountEmail({ kind: 'activation', language, to: login, token, publicUrl: options.publicUrl }),
    );
  });
}
