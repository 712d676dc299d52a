import { type Ticket, ZTicket } from '@shortlist/domain/tickets/ticket-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { ticketKeys } from './query-keys.ts';

/** `POST tickets/{id}/cloture`: the request is settled and goes to the archive. */
export async function closeTicket(Id: number): Promise<Ticket> {
  return ZTicket.parse(await apiRequest<unknown>(`/api/tickets/${Id}/cloture`, { method: 'POST' }));
}

export function useCloseTicket(Id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeTicket(Id),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKeys.ticket(Id), ticket);
      await queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
  });
}
