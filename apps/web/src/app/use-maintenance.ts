import { REQUIRED_DICTIONARIES } from '@shortlist/domain/dictionary-names';
import type { Language } from '@shortlist/domain/languages';
import { useQueries } from '@tanstack/react-query';
import { dictionaryQuery } from '../shared/dictionaries/api/get-dictionary.ts';
import { usePublicConfig } from '../shared/platform/get-config.ts';
import { usePageHydrated } from '../shared/render/page-hydration.ts';

export type MaintenanceState =
  | { status: 'unknown' }
  | { status: 'off' }
  /** `dictionary`: a required dictionary came back empty (spec §4), so the language resets to en. */
  | { status: 'on'; reason: 'config' | 'dictionary' };

/**
 * Maintenance is on when `GET /api/config` says so, or when a required dictionary is empty.
 * The dictionaries fetched here stay cached for the forms that use them.
 */
export function useMaintenance(language: Language): MaintenanceState {
  const config = usePublicConfig();
  // Asked once the page has hydrated: an answer arriving during hydration would change the page.
  const pageHydrated = usePageHydrated();
  const dictionaries = useQueries({
    queries: REQUIRED_DICTIONARIES.map((name) => ({
      ...dictionaryQuery(name, language),
      enabled: pageHydrated,
    })),
  });
  if (config.data?.maintenance) return { status: 'on', reason: 'config' };
  const empty = dictionaries.some((query) => Array.isArray(query.data) && query.data.length === 0);
  if (empty) return { status: 'on', reason: 'dictionary' };
  // A failed call (server unreachable) is not maintenance: pages show their own error.
  const settled = [config, ...dictionaries].every((query) => !query.isPending);
  return settled ? { status: 'off' } : { status: 'unknown' };
}
