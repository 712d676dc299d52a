/*
 * The web project shares one module graph per worker (vitest.config.ts, `isolate: false`). A
 * module first imported lazily (a page's chunk, the site menu, a page's data) while a test file's
 * environment is being torn down is then cached broken, and every later file of that worker that
 * needs it fails ("Cannot load ... after the environment was torn down"). Loading every module of
 * the app once, before the first test, leaves no lazy import to start late. The entries and the
 * service worker are left out: they act when imported.
 */
import.meta.glob(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../test/**',
    '!../main.tsx',
    '!../entry-server.tsx',
    '!../app/service-worker.ts',
  ],
  { eager: true },
);
