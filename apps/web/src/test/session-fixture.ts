import type { AccountSession } from '@shortlist/domain/accounts/api-contracts';

/** A signed-in account as `GET /api/ping` answers it, for component tests. */
export function accountSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    Id: 7,
    Login: 'ada@example.com',
    IdLangue: 6,
    DateCreation: '2026-01-02T10:00:00.000Z',
    DateAcceptationCGV: '2026-01-02T10:00:00.000Z',
    DateDerConnexion: '2026-01-03T10:00:00.000Z',
    DateActivation: '2026-01-02T10:05:00.000Z',
    IdPersonne: null,
    IdStructure: null,
    IdAdresse: null,
    IdCoordonnee: null,
    IdAdresseFacturation: null,
    IsAccepteMail: false,
    IsMailInvalide: false,
    IdActivite: null,
    NbTicketEnAttente: 2,
    NbPanier: 0,
    needsFirstConnection: false,
    hasPassword: true,
    festivals: [],
    ...overrides,
  };
}
