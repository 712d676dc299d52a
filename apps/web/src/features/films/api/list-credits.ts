import { type Credit, ZCredit } from '@shortlist/domain/films/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET generiques/film/{id}`: the film's credits, by function then in their order. */
export async function listCredits(IdFilm: number): Promise<Credit[]> {
  return z.array(ZCredit).parse(await apiRequest<unknown>(`/api/generiques/film/${IdFilm}`));
}

export function useCredits(IdFilm: number) {
  return useQuery({ queryKey: filmKeys.credits(IdFilm), queryFn: () => listCredits(IdFilm) });
}
