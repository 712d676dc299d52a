import type { Db } from '@shortlist/db/client';
import { ticketMessage } from '@shortlist/db/schema/tickets';
import {
  FILE_KIND_TYPES,
  FILE_SNIFF_BYTES,
  isDocumentKind,
  isPhotoKind,
  sniffFileKind,
} from '@shortlist/domain/media/file-kinds';
import type { TicketMessage } from '@shortlist/domain/tickets/ticket-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import type { MediaStorage, StoredFile } from '../../platform/storage/media-storage.ts';
import { ownTicket } from './own-ticket.ts';
import { attachmentKey, newAttachmentFile, toTicketMessage } from './ticket-rows.ts';

/** Attachments are checked like the film's documents: the same size limit, kinds read from bytes. */
export function ticketAttachmentMaxBytes(config: Config): number {
  return config.mediaLimits.documentMaxBytes;
}

/**
 * `POST tickets/{id}/messages/{idMessage}/piece-jointe`: one file on one of the user's own
 * messages, checked like the film's documents and photos: its kind read from its bytes (a PDF,
 * a text document or an image: a screenshot), its size capped by the route's body limit. Stored
 * under a random name, then recorded with the ticket's row held; a message carries one file (409
 * FILE_LIMIT_REACHED for a second); a refused record removes the stored file.
 */
export async function attachTicketFile(
  db: Db,
  options: {
    accountId: number;
    storage: MediaStorage;
    IdTicket: number;
    IdMessage: number;
    FichierOriginal: string | null;
    bytes: Buffer;
  },
): Promise<TicketMessage> {
  const { storage, IdTicket, IdMessage, bytes } = options;
  await ownTicket(db, { accountId: options.accountId, Id: IdTicket });
  const kind = sniffFileKind(bytes.subarray(0, FILE_SNIFF_BYTES), {
    complete: bytes.length <= FILE_SNIFF_BYTES,
  });
  if (!isDocumentKind(kind) && !isPhotoKind(kind)) throw new AppError('FILE_TYPE_REFUSED');
  const type = FILE_KIND_TYPES[kind];
  const Fichier = newAttachmentFile(type.extension);
  const key = attachmentKey({ IdTicket, Fichier });
  await storage.put(key, bytes);
  try {
    return await db.transaction(async (tx) => {
      await ownTicket(tx, { accountId: options.accountId, Id: IdTicket, lock: true });
      const [message] = await tx
        .select()
        .from(ticketMessage)
        .where(
          and(
            eq(ticketMessage.Id, IdMessage),
            eq(ticketMessage.IdTicket, IdTicket),
            eq(ticketMessage.Auteur, 'user'),
          ),
        );
      if (!message) throw new AppError('TICKET_NOT_FOUND');
      const [updated] = await tx
        .update(ticketMessage)
        .set({
          Fichier,
          FichierOriginal: options.FichierOriginal ?? `attachment.${type.extension}`,
          Mime: type.mime,
          Poids: bytes.length,
        })
        .where(and(eq(ticketMessage.Id, IdMessage), isNull(ticketMessage.Fichier)))
        .returning();
      if (!updated) throw new AppError('FILE_LIMIT_REACHED');
      return toTicketMessage(updated);
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/**
 * A message's attachment to download: for the ticket's account only (`accountId`), or for the
 * operator (`accountId` null: the operator routes check their token first). Anything else, a
 * message without a file or a file gone, answers TICKET_NOT_FOUND.
 */
export async function openTicketFile(
  db: Db,
  options: { accountId: number | null; storage: MediaStorage; IdTicket: number; IdMessage: number },
): Promise<{ file: StoredFile; name: string; mime: string }> {
  if (options.accountId !== null) await ownTicket(db, { accountId: options.accountId, Id: options.IdTicket });
  const [row] = await db
    .select()
    .from(ticketMessage)
    .where(and(eq(ticketMessage.Id, options.IdMessage), eq(ticketMessage.IdTicket, options.IdTicket)));
  if (!row?.Fichier || !row.FichierOriginal || !row.Mime) throw new AppError('TICKET_NOT_FOUND');
  const file = await options.storage.get(attachmentKey({ IdTicket: options.IdTicket, Fichier: row.Fichier }));
  if (!file) throw new AppError('TICKET_NOT_FOUND');
  return { file, name: row.FichierOriginal, mime: row.Mime };
}
