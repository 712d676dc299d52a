import type { Db } from '@shortlist/db/client';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { loginTaken, sendLoginChange } from './login-change.ts';

/**
 * `PUT compte/login`: the new address gets a confirmation link, the current one a notice;
 * nothing changes until the link is used.
 */
export async function requestLoginChange(
  db: Db,
  options: { account: Account; login: string; password: string; now: Date; publicUrl: string },
): Promise<void> {
  const { account, login } = options;
  await checkCurrentPassword(account, options.password);
  // The account's own address: say it is already the login, not that it "can't be used".
  if (login === account.Login) throw new AppError('LOGIN_UNCHANGED');
  if (await loginTaken(db, { login, accountId: account.Id })) throw new AppError('LOGIN_UNAVAILABLE');
  await db.transaction((tx) =>
    sendLoginChange(tx, { account, login, now: options.now, publicUrl: options.publicUrl }),
  );
}
