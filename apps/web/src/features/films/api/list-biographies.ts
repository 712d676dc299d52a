import { type Biography, ZBiography } from '@shortlist/domain/people/biography-filmography-rules';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `GET personnes/{id}/biographie`: one biography per language. */
export async function listBiographies(IdPersonne: number): Promise<Biography[]> {
  return z.array(ZBiography).parse(await apiRequest<unknown>(`/api/personnes/${IdPersonne}/biographie`));
}

export function useBiographies(IdPersonne: number) {
  return useQuery({ queryKey: filmKeys.biographies(IdPersonne), queryFn: () => listBiographies(IdPersonne) });
}
