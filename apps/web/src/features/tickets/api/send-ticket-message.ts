import { type Ticket, ZTicket } from '@shortlist/domain/tickets/ticket-contracts';
import type { TicketMessageRequest } from '@shortlist/domain/tickets/ticket-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { ticketKeys } from './query-keys.ts';
import { uploadAttachment } from './upload-attachment.ts';

/**
 * `POST tickets/{id}/messages` (a closed request opens again), then the attachment on the new
 * message. A refused file leaves the message sent: `attachmentError` says why.
 */
export async function sendTicketMessage(
  Id: number,
  Message: string,
  file: File | null,
): Promise<{ ticket: Ticket; attachmentError: unknown }> {
  const ticket = ZTicket.parse(
    await apiRequest<unknown>(`/api/tickets/${Id}/messages`, {
      method: 'POST',
      body: { Message } satisfies TicketMessageRequest,
    }),
  );
  const last = ticket.messages.at(-1);
  if (!file || !last) return { ticket, attachmentError: null };
  try {
    const withFile = await uploadAttachment(Id, last.Id, file);
    return {
      ticket: { ...ticket, messages: ticket.messages.map((m) => (m.Id === withFile.Id ? withFile : m)) },
      attachmentError: null,
    };
  } catch (error) {
    return { ticket, attachmentError: error };
  }
}

export function useSendTicketMessage(Id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Message, file }: { Message: string; file: File | null }) =>
      sendTicketMessage(Id, Message, file),
    onSuccess: async ({ ticket }) => {
      queryClient.setQueryData(ticketKeys.ticket(Id), ticket);
      await queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
  });
}
