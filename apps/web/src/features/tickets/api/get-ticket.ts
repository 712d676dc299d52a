import { type Ticket, ZTicket } from '@shortlist/domain/tickets/ticket-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';
import { ticketKeys } from './query-keys.ts';

/** `GET tickets/{id}`: the conversation; the server marks the team's answers read. */
export async function getTicket(Id: number): Promise<Ticket> {
  return ZTicket.parse(await apiRequest<unknown>(`/api/tickets/${Id}`));
}

export function isTicketNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The conversation, asked again on every visit. Reading an answer changes the header's badge
 * (`NbTicketEnAttente` of the session): the session is asked again once it is read.
 */
export function useTicket(Id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ticketKeys.ticket(Id),
    queryFn: async () => {
      const ticket = await getTicket(Id);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current });
      return ticket;
    },
    staleTime: 0,
    retry: (count, error) => !isTicketNotFound(error) && count < 2,
  });
}

/** Where a message's attachment downloads (the account's own tickets only). */
export function attachmentUrl(IdTicket: number, IdMessage: number): string {
  return `/api/tickets/${IdTicket}/messages/${IdMessage}/piece-jointe`;
}
