import { type TicketMessage, ZTicketMessage } from '@shortlist/domain/tickets/ticket-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST tickets/{id}/messages/{idMessage}/piece-jointe?FichierOriginal=`: the file's bytes as the body. */
export async function uploadAttachment(
  IdTicket: number,
  IdMessage: number,
  file: File,
): Promise<TicketMessage> {
  const query = new URLSearchParams({ FichierOriginal: file.name });
  const answer = await apiRequest<unknown>(
    `/api/tickets/${IdTicket}/messages/${IdMessage}/piece-jointe?${query}`,
    {
      method: 'POST',
      body: file,
    },
  );
  return ZTicketMessage.parse(answer);
}
