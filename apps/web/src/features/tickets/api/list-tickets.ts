import { type TicketList, ZTicketList } from '@shortlist/domain/tickets/ticket-contracts';
import type { TicketStatus } from '@shortlist/domain/tickets/ticket-values';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { ticketKeys } from './query-keys.ts';

/** `GET tickets?Statut=&IdFestival=`: the open requests or the archive, one festival's when given. */
export async function listTickets(Statut: TicketStatus, IdFestival: number | null): Promise<TicketList> {
  const query = new URLSearchParams({ Statut });
  if (IdFestival !== null) query.set('IdFestival', String(IdFestival));
  return ZTicketList.parse(await apiRequest<unknown>(`/api/tickets?${query}`));
}

export function useTickets(Statut: TicketStatus, IdFestival: number | null) {
  return useQuery({
    queryKey: ticketKeys.list(Statut, IdFestival),
    queryFn: () => listTickets(Statut, IdFestival),
    staleTime: 0,
  });
}
