import { ZCredit } from '@shortlist/domain/films/api-contracts';
import type { CreditOrderRequest } from '@shortlist/domain/films/credit-rules';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { filmKeys } from './query-keys.ts';

/** `PUT generiques/ordre`: the contacts of one function in their new order; answers every credit. */
export async function orderCredits(queryClient: QueryClient, body: CreditOrderRequest): Promise<void> {
  const answer = await apiRequest<unknown>('/api/generiques/ordre', { method: 'PUT', body });
  queryClient.setQueryData(filmKeys.credits(body.IdFilm), z.array(ZCredit).parse(answer));
}
