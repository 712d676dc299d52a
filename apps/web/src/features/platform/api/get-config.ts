import type { PublicConfig } from '@shortlist/domain/platform-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export function getConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/api/config');
}

/** The running platform's settings (maintenance, version, routed languages); read once per visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: getConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
