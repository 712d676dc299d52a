import { z } from 'zod';
import { optionalFileName } from '../accounts/text-rules.ts';
import { ZIdParam } from '../fields/ids.ts';
import { ZFilmDocument } from '../films/api-contracts.ts';
import { FILM_TEXT_LIMITS } from '../films/film-values.ts';
import { ZDocumentRequest } from '../films/media-rules.ts';

/**
 * The document calls of a film (spec §3 documents: dialogues, other text, script, synopsis; §7
 * person documents with `IdFilm`):
 * - `GET films/:idFilm/documents` -> ZFilmDocumentList
 * - `POST films/:idFilm/documents?Type=&IdPersonne=&FichierOriginal=`, the file's bytes as an
 *   `application/octet-stream` body -> 201 ZFilmDocument; 409 FILE_LIMIT_REACHED (10 per person
 *   and film), 413 FILE_TOO_LARGE, 415 FILE_TYPE_REFUSED (PDF, DOCX, ODT, DOC, RTF or plain text,
 *   read from the bytes), 400 FILE_MISSING
 * - `GET films/:idFilm/documents/:id/file` (and the spec's `personnes/:id/documents/:idDoc/:idFilm`)
 *   -> the file, as an attachment under its uploaded name
 * - `DELETE films/:idFilm/documents/:id` -> 204
 * `IdPersonne` absent: a document of the film itself; given: a person of the account's address
 * book (or the account's own person). Another account's film, person or document answers 404.
 */
export const ZFilmDocumentUploadQuery = ZDocumentRequest.extend({
  IdPersonne: ZIdParam.optional(),
  FichierOriginal: optionalFileName(FILM_TEXT_LIMITS.fileName),
});
export type FilmDocumentUploadQuery = z.input<typeof ZFilmDocumentUploadQuery>;
export type FilmDocumentUploadValues = z.output<typeof ZFilmDocumentUploadQuery>;

export const ZFilmDocumentList = z.object({
  documents: z.array(ZFilmDocument),
  /** Documents per person (or for the film itself) on this film. */
  limit: z.number().int(),
  maxBytes: z.number().int(),
});
export type FilmDocumentList = z.infer<typeof ZFilmDocumentList>;
