import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Web tests that render on React's server renderer. In a module graph shared with the browser
 * renderer, a server render left React Router's location context set, and every later file of
 * that worker that rendered a router failed ("a <Router> inside another <Router>"): they keep a
 * graph of their own per file.
 */
const SERVER_RENDERING_TESTS = [
  'src/entry-server.test.tsx',
  'src/shared/ui/light-native-select.test.tsx',
  'src/shared/i18n/translation.test.tsx',
];

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // A worker per core. Vitest's default is one less (its main process transforms the files),
    // which on the 2-core CI machine is a single worker and left a core idle for the whole run.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', isolate: false } },
      // The head builders translate from registered catalogues: the setup registers every language.
      {
        test: {
          name: 'i18n',
          root: 'packages/i18n',
          environment: 'node',
          isolate: false,
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          environment: 'node',
          // As the server's: one module graph per worker.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // One module graph per worker, not one per file: each file imported Fastify, Drizzle,
          // the app and PGlite again and warmed them again (server and db: 1,097 s of tests and
          // most of 366 s of imports isolated, 636 s and 23 s shared). Sound while no test mocks a
          // module or changes module state another file reads (none uses vi.mock, stubEnv or fake
          // timers), and each file closes the databases and apps it opens (afterAll).
          isolate: false,
          // Two queries at once on one connection (inside a transaction) fail the test.
          setupFiles: ['./src/test/busy-connection-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          // One module graph per worker, as the server's: each file imported React, Mantine, the
          // router and the catalogues again (web: 44 % less CPU on features/films shared). Sound
          // while each test unmounts what it rendered and resets the stores it fills (setup.ts).
          isolate: false,
          // Added to the app's setup.ts (extends concatenates): every module loaded up front.
          setupFiles: ['./src/test/preload-modules.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_RENDERING_TESTS],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web-ssr', root: 'apps/web', include: SERVER_RENDERING_TESTS },
      },
    ],
  },
});
