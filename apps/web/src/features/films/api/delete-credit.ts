import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshCredits } from './credit-cache.ts';

/** `DELETE generiques/delete-generique`: one credit goes; the person stays in the address book. */
export async function deleteCredit(queryClient: QueryClient, IdFilm: number, Id: number): Promise<void> {
  await apiRequest<void>('/api/generiques/delete-generique', { method: 'DELETE', body: { Id } });
  await refreshCredits(queryClient, IdFilm);
}
