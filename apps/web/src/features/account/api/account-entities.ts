import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session.ts';

/**
 * The account's own records (spec §7): `GET/PUT /api/{name}/{id}`, and `POST /api/{name}` to
 * create the first one, which the server links to the account (`IdPersonne`...).
 */
export type EntityName = 'personnes' | 'coordonnees' | 'structures' | 'adresses';

export function entityKey(name: EntityName, id: number | null | undefined) {
  return ['account', name, id ?? 0] as const;
}

export function entityQuery<T>(name: EntityName, id: number | null | undefined) {
  return queryOptions({
    queryKey: entityKey(name, id),
    queryFn: () => apiRequest<T>(`/api/${name}/${id}`),
    enabled: typeof id === 'number' && id > 0,
  });
}

export function useEntity<T>(name: EntityName, id: number | null | undefined) {
  return useQuery(entityQuery<T>(name, id));
}

/** Updates the record, or creates it when the account has none yet (then the session knows its id). */
export async function saveEntity<T extends { Id: number }>(options: {
  queryClient: QueryClient;
  name: EntityName;
  id: number | null | undefined;
  body: unknown;
}): Promise<T> {
  const { queryClient, name, id, body } = options;
  const saved = id
    ? await apiRequest<T>(`/api/${name}/${id}`, { method: 'PUT', body })
    : await apiRequest<T>(`/api/${name}`, { method: 'POST', body });
  queryClient.setQueryData(entityKey(name, saved.Id), saved);
  if (!id) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  return saved;
}
