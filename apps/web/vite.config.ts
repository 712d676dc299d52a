/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { tableScrollContainer } from './build/table-scroll-container.ts';

const api = 'http://localhost:3000';

/**
 * Chunks the bundler would otherwise split or merge badly.
 * - floating-ui: left to itself, the bundler put small modules every page needs (Mantine's
 *   direction context) into the chunk of a large library only some need (floating-ui, for
 *   tooltips and dropdowns), so every public page loaded it. A library in a group holds that
 *   library's modules alone (not its dependencies, such as React).
 * - the shell: every module main.tsx imports statically (the `$initial` tag) stays in the main
 *   chunk. Left to itself, the bundler moved each module a lazy page also imports (React Router,
 *   i18next, Mantine's Box, Card, Group...) into a small chunk of its own, so every page fetched
 *   about 37 files it always needs together, each compressed apart (15-16 KB of brotli more per
 *   public page, bench/log/2026-11-to-12.md).
 * - public-ui: Mantine components the four public pages all import and the shell does not (their
 *   error alerts with RetryAlert, images), one chunk rather than one each.
 */
const CLIENT_CHUNKS = {
  groups: [
    {
      name: 'floating-ui',
      test: /node_modules[\\/]@floating-ui[\\/]/,
      includeDependenciesRecursively: false,
    },
    { name: 'shell', tags: ['$initial' as const] },
    {
      name: 'public-ui',
      test: /node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Alert|CloseButton|Image)[\\/]|[\\/]shared[\\/]ui[\\/]retry-alert\.tsx$/,
    },
  ],
};

/**
 * Each catalogue is a chunk of its own (src/shared/i18n/catalogue-loader.ts), named for its
 * language and namespace (`catalogue-fr-films`) rather than `films` in every language.
 */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const match = /locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return match ? `assets/catalogue-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    scrollAreaMergeRefs(),
    tableScrollContainer(),
    react(),
    serviceWorker({ locales: '../../packages/i18n/locales' }),
    precompress(),
  ],
  // Zod without its `new Function` compiler, which the CSP refuses (src/shared/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': api, '/order-api': api, '/dev': api },
  },
  // The manifest tells the server which chunks a server-rendered page needs (modulepreload links).
  // `build:server` adds the server bundle under dist/server (apps/server/src/web/web-build.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The main chunk holds the whole shell (CLIENT_CHUNKS): about 550 KB minified, 130 KB of
    // brotli. What a page loads is measured by `npm run bench:js-weight` and its e2e budgets.
    chunkSizeWarningLimit: 600,
    // The server bundle is one file: the server imports it with the build's time in its URL (to
    // load a rebuild), and a page chunk importing `../entry-server.js` without that query would
    // get a second copy of every module, with its own React contexts.
    rolldownOptions: {
      output: isSsrBuild ? { codeSplitting: false } : { codeSplitting: CLIENT_CHUNKS, chunkFileNames },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // jsdom renders of Mantine pages take seconds on a loaded 2-core machine; 5 s flaked in a full run.
    testTimeout: 20_000,
  },
}));
