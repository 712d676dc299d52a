import { type Ticket, ZTicket } from '@shortlist/domain/tickets/ticket-contracts';
import type { TicketRequest } from '@shortlist/domain/tickets/ticket-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { ticketKeys } from './query-keys.ts';
import { uploadAttachment } from './upload-attachment.ts';

export type OpenedTicket = { ticket: Ticket; attachmentError: unknown };

/**
 * `POST tickets`, then the attachment on its first message when there is one. The request stands
 * even when the file is refused: the answer says so (`attachmentError`) and the page tells why.
 */
export async function openTicket(values: TicketRequest, file: File | null): Promise<OpenedTicket> {
  const ticket = ZTicket.parse(await apiRequest<unknown>('/api/tickets', { method: 'POST', body: values }));
  const first = ticket.messages[0];
  if (!file || !first) return { ticket, attachmentError: null };
  try {
    await uploadAttachment(ticket.Id, first.Id, file);
    return { ticket, attachmentError: null };
  } catch (error) {
    return { ticket, attachmentError: error };
  }
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: TicketRequest; file: File | null }) => openTicket(values, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
