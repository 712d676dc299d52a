import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type AccountRecord, RECORD_SCHEMAS, type RecordName } from './account-records.ts';
import { accountKeys } from './query-keys.ts';

/** `GET /api/{name}/{id}`: one of the account's records (person, contact, structure, address). */
export async function getAccountRecord<N extends RecordName>(name: N, id: number): Promise<AccountRecord<N>> {
  const answer = await apiRequest<unknown>(`/api/${name}/${id}`);
  return RECORD_SCHEMAS[name].parse(answer) as AccountRecord<N>;
}

function accountRecordQuery<N extends RecordName>(name: N, id: number | null | undefined) {
  return queryOptions({
    queryKey: accountKeys.record(name, id),
    queryFn: () => getAccountRecord(name, id as number),
    enabled: typeof id === 'number' && id > 0,
  });
}

/** The record, when the account has one (its id is on the session). */
export function useAccountRecord<N extends RecordName>(name: N, id: number | null | undefined) {
  return useQuery(accountRecordQuery(name, id));
}
