import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import { and, eq, isNull } from 'drizzle-orm';
import { emailAccountLink } from '../../platform/mail/email-account-link.ts';

/**
 * `auth/send-activate`: a new activation link for an account not yet activated, unless one went
 * too recently or too often (`emailAccountLink`: 1 per 5 minutes, 5 a day). The caller answers
 * the same whatever happened, so the call tells nothing about which addresses exist.
 */
export async function sendActivation(
  db: Db,
  options: { login: string; now: Date; publicUrl: string },
): Promise<void> {
  const login = normalizeLogin(options.login);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(compte)
      .where(and(eq(compte.Login, login), isNull(compte.DateActivation), isNull(compte.DateSuppression)))
      .limit(1);
    if (!account) return;
    await emailAccountLink(tx, {
      kind: 'activation',
      account,
      now: options.now,
      publicUrl: options.publicUrl,
    });
  });
}
