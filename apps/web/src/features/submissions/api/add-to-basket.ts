import { type AddToBasketRequest, ZAddToBasketResponse } from '@shortlist/domain/submissions/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** What the form sends: the items as the spec writes them (`campaignId§sectionId`). */
export type AddToBasketBody = Omit<AddToBasketRequest, 'items'> & { items: string[] };

/** `POST inscriptions/by-film/{idFilm}`: the entries go to the basket, all or none. */
export async function addToBasket(body: AddToBasketBody): Promise<z.infer<typeof ZAddToBasketResponse>> {
  const answer = await apiRequest<unknown>(`/api/inscriptions/by-film/${body.idFilm}`, {
    method: 'POST',
    body,
  });
  return ZAddToBasketResponse.parse(answer);
}

export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
