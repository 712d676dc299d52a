import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';
import type { Account } from '../../platform/session-store.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The signed-in account as login, ping and login-by-token answer it (ZAccountSession). */
export function toAccountSession(account: Account): AccountSession {
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
    needsFirstConnection: needsFirstConnection(account),
  };
}

/** Spec §4: forced when there is no last-connection date or no terms acceptance. */
export function needsFirstConnection(account: Account): boolean {
  return account.DateDerConnexion === null || account.DateAcceptationCGV === null;
}
