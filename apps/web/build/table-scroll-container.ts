/**
 * Mantine's `Table` imports its `Table.ScrollContainer` statically, and that imports ScrollArea
 * (with its direction context and merged refs): about 5 KB of brotli on the festival page and the
 * public film page, which show tables but no scroll container (issue 11, JavaScript per public
 * page). The plugin points Table's import at `table-scroll-container-shim.tsx`, which loads
 * Mantine's own module (through the id below) the first time a `Table.ScrollContainer` renders.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = join(dirname(fileURLToPath(import.meta.url)), 'table-scroll-container-shim.tsx');
const TABLE = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/;
/** The id the shim imports Mantine's module by (declared in mantine-table-scroll-container.d.ts). */
export const REAL_ID = 'shortlist:mantine-table-scroll-container';

export function tableScrollContainer(): Plugin {
  return {
    name: 'shortlist:table-scroll-container',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === './TableScrollContainer.mjs' && importer && TABLE.test(importer)) return SHIM;
      if (source !== REAL_ID) return null;
      // Beside Mantine's ESM entry (esm/index.mjs), as the package resolves for this build.
      const core = await this.resolve('@mantine/core', importer, { skipSelf: true });
      return core ? join(dirname(core.id), 'components/Table/TableScrollContainer.mjs') : null;
    },
  };
}
