import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { Account } from '../../platform/session-store.ts';

/** The account's own password again before a sensitive change, else 400 WRONG_CURRENT_PASSWORD. */
export async function checkCurrentPassword(account: Account, password: string): Promise<void> {
  if (!(await verifyPassword(account.Password, password))) throw new AppError('WRONG_CURRENT_PASSWORD');
}
