import type { PublicConfig } from '@shortlist/domain/platform-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { platformKeys } from './query-keys.ts';

/** `GET /api/config`: the running platform's settings (maintenance, version, routed languages). */
export async function getConfig(): Promise<PublicConfig> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZPublicConfig }] = await Promise.all([
    apiRequest<unknown>('/api/config'),
    import('@shortlist/domain/platform-config'),
  ]);
  return ZPublicConfig.parse(answer);
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
