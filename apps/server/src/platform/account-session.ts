import type { Db } from '@shortlist/db/client';
import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';
import { isFirstConnectionDue } from '@shortlist/domain/accounts/first-connection-rules';
import type { AccountFestival } from '@shortlist/domain/festival-space/member-contracts';
import { accountFestivals } from './account-festivals.ts';
import { pendingTickets } from './account-tickets.ts';
import type { Account } from './session-store.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The signed-in account as login, ping and login-by-token answer it (ZAccountSession), with the
 * festivals it is a member of (`account-festivals.ts`: read with the session on ping).
 */
export function toAccountSession(account: Account, festivals: readonly AccountFestival[]): AccountSession {
  return {
    Id: account.Id,
    Login: account.Login,
    IdLangue: account.IdLangue,
    DateCreation: iso(account.DateCreation),
    DateAcceptationCGV: iso(account.DateAcceptationCGV),
    DateDerConnexion: iso(account.DateDerConnexion),
    DateActivation: iso(account.DateActivation),
    IdPersonne: account.IdPersonne,
    IdStructure: account.IdStructure,
    IdAdresse: account.IdAdresse,
    IdCoordonnee: account.IdCoordonnee,
    IdAdresseFacturation: account.IdAdresseFacturation,
    IsAccepteMail: account.IsAccepteMail,
    IsMailInvalide: account.IsMailInvalide,
    IdActivite: account.IdActivite,
    NbTicketEnAttente: account.NbTicketEnAttente,
    // The basket does not exist yet; its count joins here when it does.
    NbPanier: 0,
    needsFirstConnection: isFirstConnectionDue(account),
    hasPassword: account.Password !== null,
    festivals: festivals.map(({ IdFestival, role }) => ({ IdFestival, role })),
  };
}

/**
 * The session of an account just signed in (sign-in, emailed link, first connection): its
 * festivals and its unread ticket answers read beside it, as the session lookup reads them.
 */
export async function signedInSession(db: Db, account: Account): Promise<AccountSession> {
  const [festivals, NbTicketEnAttente] = await Promise.all([
    accountFestivals(db, account.Id),
    pendingTickets(db, account.Id),
  ]);
  return toAccountSession({ ...account, NbTicketEnAttente }, festivals);
}
