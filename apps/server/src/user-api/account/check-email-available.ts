import type { Db } from '@shortlist/db/client';
import { normalizeLogin } from '@shortlist/domain/accounts/login-rules';
import type { Account } from '../../platform/session-store.ts';
import { loginTaken } from './login-change.ts';

/** `compte/check-email` (spec §5): the account's own login is available, an empty one is not. */
export async function checkEmailAvailable(
  db: Db,
  options: { account: Account; login: string },
): Promise<boolean> {
  const login = normalizeLogin(options.login);
  if (login === '') return false;
  if (login === options.account.Login) return true;
  return !(await loginTaken(db, { login, accountId: options.account.Id }));
}
