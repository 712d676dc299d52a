import { type FilmDocumentList, ZFilmDocumentList } from '@shortlist/domain/media/document-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET films/{id}/documents`: the film's documents, with the count and size limits. */
export async function listDocuments(IdFilm: number): Promise<FilmDocumentList> {
  return ZFilmDocumentList.parse(await apiRequest<unknown>(`/api/films/${IdFilm}/documents`));
}

export function useDocuments(IdFilm: number) {
  return useQuery({ queryKey: filmKeys.documents(IdFilm), queryFn: () => listDocuments(IdFilm) });
}

/** Where the browser downloads a document (the owner's session cookie goes with it). */
export function documentFileUrl(IdFilm: number, Id: number): string {
  return `/api/films/${IdFilm}/documents/${Id}/file`;
}
