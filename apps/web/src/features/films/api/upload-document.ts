import { type FilmDocument, ZFilmDocument } from '@shortlist/domain/films/api-contracts';
import type { DocumentType } from '@shortlist/domain/films/film-values';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshMedia } from './media-cache.ts';

/**
 * `POST films/{id}/documents?Type=&IdPersonne=&FichierOriginal=`: a document of the film itself
 * (or of one of its people with `IdPersonne`), its bytes as the body.
 */
export async function uploadDocument(
  queryClient: QueryClient,
  IdFilm: number,
  file: File,
  Type: DocumentType,
  IdPersonne?: number,
): Promise<FilmDocument> {
  const query = new URLSearchParams({ Type, FichierOriginal: file.name });
  if (IdPersonne !== undefined) query.set('IdPersonne', String(IdPersonne));
  const answer = await apiRequest<unknown>(`/api/films/${IdFilm}/documents?${query}`, {
    method: 'POST',
    body: file,
  });
  await refreshMedia(queryClient, IdFilm, 'documents');
  return ZFilmDocument.parse(answer);
}
