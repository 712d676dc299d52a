import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionKeys } from '../../../shared/session/query-keys.ts';
import { type AccountRecord, RECORD_SCHEMAS, type RecordName } from './account-records.ts';
import { accountKeys } from './query-keys.ts';

/**
 * `PUT /api/{name}/{id}`, or `POST /api/{name}` when the account has no such record yet (then the
 * session knows its new id and is asked again). The answer replaces the cached record.
 */
export async function saveAccountRecord<N extends RecordName>(options: {
  queryClient: QueryClient;
  name: N;
  id: number | null | undefined;
  body: unknown;
}): Promise<AccountRecord<N>> {
  const { queryClient, name, id, body } = options;
  const answer = id
    ? await apiRequest<unknown>(`/api/${name}/${id}`, { method: 'PUT', body })
    : await apiRequest<unknown>(`/api/${name}`, { method: 'POST', body });
  const saved = RECORD_SCHEMAS[name].parse(answer) as AccountRecord<N>;
  queryClient.setQueryData(accountKeys.record(name, saved.Id), saved);
  if (!id) await queryClient.invalidateQueries({ queryKey: sessionKeys.current });
  return saved;
}
