import type { TicketStatus } from '@shortlist/domain/tickets/ticket-values';

/** Query keys of the support requests, all under `['tickets']`. */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: (Statut: TicketStatus, IdFestival: number | null) => ['tickets', 'list', Statut, IdFestival] as const,
  ticket: (Id: number) => ['tickets', 'ticket', Id] as const,
};
