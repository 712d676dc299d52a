import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { type Account, endAllSessions } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { spendAccountTokens } from '../../platform/tokens.ts';
import { eraseAccountAddresses } from '../addresses/erase-account-addresses.ts';
import { eraseAccountFavourites } from '../favourites/erase-account-favourites.ts';
import { eraseAccountFestivalMembers } from '../festival-space/erase-account-festival-members.ts';
import { eraseAccountFilms } from '../films/erase-account-films.ts';
import { eraseAccountInvitations } from '../invitations/erase-account-invitations.ts';
import { eraseAccountPerson } from '../people/erase-account-person.ts';
import { eraseAccountTickets } from '../tickets/erase-account-tickets.ts';
import { checkCurrentPassword } from './check-current-password.ts';

/**
 * `DELETE compte`: irreversible. Sessions and emailed links end; personal data is cleared and the login
 * anonymised (`deleted-<id>@invalid`); the row stays for the invoices the law requires to keep.
 * Each area erases its own rows in the same transaction (favourites, festival memberships, invitations,
 * tickets, films, person and contact details, addresses); this file writes only the account's.
 */
export async function deleteAccount(
  db: Db,
  options: {
    account: Account;
    password: string;
    now: Date;
    /** Where removed films' files are, removed once the deletion is committed. */
    storage?: Pick<MediaStorage, 'removeFolder'>;
  },
): Promise<void> {
  const { account } = options;
  await checkCurrentPassword(account, options.password);
  const folders = await db.transaction(async (tx) => {
    await endAllSessions(tx, account.Id);
    // No emailed link may reach the deleted row again, not even an unsubscribe one.
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now, includeUnsubscribe: true });
    await tx
      .update(compte)
      .set({
        Login: `deleted-${account.Id}@invalid`,
        Password: null,
        IsAccepteMail: false,
        DateSuppression: options.now,
      })
      .where(eq(compte.Id, account.Id));
    await eraseAccountFavourites(tx, account);
    await eraseAccountFestivalMembers(tx, account);
    await eraseAccountInvitations(tx, account);
    const filmFolders = await eraseAccountFilms(tx, account);
    await eraseAccountAddresses(tx, account);
    await eraseAccountPerson(tx, account);
    const ticketFolders = await eraseAccountTickets(tx, account);
    return [...filmFolders, ...ticketFolders];
  });
  for (const folder of folders) await options.storage?.removeFolder(folder);
}
