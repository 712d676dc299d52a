import { type PublicConfig, ZPublicConfig } from '@shortlist/domain/platform-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { platformKeys } from './query-keys.ts';

/** `GET /api/config`: the running platform's settings (maintenance, version, routed languages). */
export async function getConfig(): Promise<PublicConfig> {
  return ZPublicConfig.parse(await apiRequest<unknown>('/api/config'));
}

/** Read once per visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: platformKeys.config,
    queryFn: getConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
