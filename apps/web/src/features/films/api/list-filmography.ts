import { type Filmography, ZFilmography } from '@shortlist/domain/people/biography-filmography-rules';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET personnes/{id}/filmographie`: newest first. */
export async function listFilmography(IdPersonne: number): Promise<Filmography[]> {
  return z.array(ZFilmography).parse(await apiRequest<unknown>(`/api/personnes/${IdPersonne}/filmographie`));
}

export function useFilmography(IdPersonne: number) {
  return useQuery({ queryKey: filmKeys.filmography(IdPersonne), queryFn: () => listFilmography(IdPersonne) });
}
