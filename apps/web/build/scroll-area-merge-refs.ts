/**
 * `useMergeRefs` for Mantine's ScrollArea, which imports it from `@floating-ui/react` and so made
 * every page with a Mantine `Table` (Table.ScrollContainer is a ScrollArea) load floating-ui whole,
 * about 14 KB of brotli, for a hook of a few lines (issue 11, JavaScript per public page). The
 * plugin points that one import at `merge-refs-shim.ts`, which merges the refs with Mantine's own
 * `useMergedRef`; tooltips, popovers and menus still use floating-ui itself.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('./merge-refs-shim.ts', import.meta.url));
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'shortlist:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return SHIM;
      return null;
    },
  };
}
