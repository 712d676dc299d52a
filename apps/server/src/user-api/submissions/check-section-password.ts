import type { Db } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { releaseSectionPasswordAttempt, reserveSectionPasswordAttempt } from './section-password-attempts.ts';

/**
 * Spec §4 "Section tick": a protected section's password is checked when it is ticked, so a wrong
 * one is said at once rather than when the entries go to the basket (issue 32); the basket checks
 * it again (add-to-basket.ts). The same attempts as there: each check reserves one for the account
 * and the section, a right password gives it back, ten wrong in 15 minutes answer 429
 * SECTION_PASSWORD_THROTTLED. A section without a password opens for anything; an unknown one is
 * NOT_FOUND.
 */
export async function checkSectionPassword(
  db: Db,
  options: { accountId: number; IdCampagneSection: number; password: string; now: Date },
): Promise<void> {
  const [row] = await db
    .select({ MotDePasse: campagneSection.MotDePasse, MotDePasseHash: campagneSection.MotDePasseHash })
    .from(campagneSection)
    .where(eq(campagneSection.Id, options.IdCampagneSection));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.MotDePasseHash === null && !row.MotDePasse) return;
  await verifySectionPassword(db, { ...options, MotDePasseHash: row.MotDePasseHash });
}

/**
 * One attempt at a protected section's password, for the tick and for the basket: reserves an
 * attempt for the account and the section (429 SECTION_PASSWORD_THROTTLED past the limit), checks
 * the password against the hash (403 SECTION_PASSWORD_WRONG, the attempt stays counted), and gives
 * the attempt back when it was right.
 */
export async function verifySectionPassword(
  db: Db,
  options: {
    accountId: number;
    IdCampagneSection: number;
    MotDePasseHash: string | null;
    password: string;
    now: Date;
  },
): Promise<void> {
  const attempt = await reserveSectionPasswordAttempt(db, {
    accountId: options.accountId,
    campaignSectionId: options.IdCampagneSection,
    now: options.now,
  });
  // Without a hash yet (a clear text waiting for the start-up step) this spends a check's time and fails.
  if (!(await verifyPassword(options.MotDePasseHash, options.password))) {
    throw new AppError('SECTION_PASSWORD_WRONG', {
      fields: [{ path: 'password', code: 'SECTION_PASSWORD_WRONG', message: 'SECTION_PASSWORD_WRONG' }],
    });
  }
  await releaseSectionPasswordAttempt(db, attempt);
}
