import type { QueryClient } from '@tanstack/react-query';
import { filmKeys } from './query-keys.ts';

/**
 * After a credit changes: the credits, the address book (who is offered), the completeness (a
 * director credit counts) and the film's status in the list are asked again.
 */
export async function refreshCredits(queryClient: QueryClient, IdFilm: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: filmKeys.credits(IdFilm) }),
    queryClient.invalidateQueries({ queryKey: ['films', 'address-book'] }),
    queryClient.invalidateQueries({ queryKey: ['films', 'contact'] }),
    queryClient.invalidateQueries({ queryKey: filmKeys.completions(IdFilm) }),
    queryClient.invalidateQueries({ queryKey: filmKeys.film(IdFilm) }),
    queryClient.invalidateQueries({ queryKey: filmKeys.lists }),
  ]);
}
