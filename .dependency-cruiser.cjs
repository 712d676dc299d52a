// Import boundaries between workspaces and inside the web app (docs/architecture.md, "Boundaries").
// Paths are matched anywhere after a `/` or at the start so that the fixture under
// scripts/boundaries-fixture (which mirrors the repository's layout) breaks the same rules.
const at = (path) => `(^|/)${path}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-only-domain-i18n',
      comment: 'The web app uses domain and i18n only: never the server, the database or tooling.',
      severity: 'error',
      from: { path: at('apps/web/') },
      to: { path: [at('apps/server/'), at('packages/(?!domain/|i18n/)'), at('e2e/'), at('bench/')] },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports web code.',
      severity: 'error',
      from: { path: at('apps/server/') },
      to: { path: at('apps/web/') },
    },
    {
      name: 'domain-imports-nothing-ours',
      comment: 'packages/domain holds contracts and pure rules: no workspace of ours.',
      severity: 'error',
      from: { path: at('packages/domain/') },
      to: { path: [at('apps/'), at('packages/(?!domain/)'), at('e2e/'), at('bench/')] },
    },
    {
      name: 'db-only-domain',
      comment: 'packages/db may use the domain, nothing else of ours.',
      severity: 'error',
      from: { path: at('packages/db/') },
      to: { path: [at('apps/'), at('packages/(?!db/|domain/)'), at('e2e/'), at('bench/')] },
    },
    {
      name: 'i18n-only-domain',
      comment: 'packages/i18n may use the domain, nothing else of ours.',
      severity: 'error',
      from: { path: at('packages/i18n/') },
      to: { path: [at('apps/'), at('packages/(?!i18n/|domain/)'), at('e2e/'), at('bench/')] },
    },
    {
      name: 'web-feature-isolation',
      comment: 'A web feature never imports another one: what several use lives in shared/.',
      severity: 'error',
      from: { path: at('apps/web/src/features/([^/]+)/') },
      to: { path: at('apps/web/src/features/'), pathNot: at('apps/web/src/features/$2/') },
    },
    {
      name: 'web-shared-no-feature-no-app',
      comment: 'apps/web/src/shared is used by features and app, and imports neither.',
      severity: 'error',
      from: { path: at('apps/web/src/shared/') },
      to: { path: [at('apps/web/src/features/'), at('apps/web/src/app/')] },
    },
    {
      name: 'server-area-isolation',
      comment:
        'A user-api area does not import another area: shared code goes to platform/, shared-kernel/ or test/, areas meet in ' +
        "the composition root. An area's exported use cases are the exception: `erase-account-<rows>.ts` " +
        '(account deletion) and `attach-account-<rows>.ts` (an account proved an address).',
      severity: 'error',
      from: { path: at('apps/server/src/user-api/([^/]+)/') },
      to: {
        path: at('apps/server/src/user-api/[^/]+/'),
        pathNot: [
          at('apps/server/src/user-api/$2/'),
          at('apps/server/src/user-api/[^/]+/(erase|attach)-account-[^/]+[.]ts$'),
        ],
      },
    },
    {
      name: 'order-api-through-ports',
      comment:
        'The order service reaches the user areas only through their order ports (`user-api/<area>/order-port*.ts`): ' +
        'the functions an area exports for orders, so its tables and the rest of its code stay its own.',
      severity: 'error',
      from: { path: at('apps/server/src/order-api/') },
      to: {
        path: at('apps/server/src/user-api/'),
        pathNot: at('apps/server/src/user-api/[^/]+/order-port[^/]*[.]ts$'),
      },
    },
    {
      name: 'platform-is-mechanisms',
      comment:
        'apps/server/src/platform holds mechanisms: it names no area, no shared kernel, no operator, no web ' +
        'shell, and not the app that assembles them (an area adds to a platform type by declaration merging).',
      severity: 'error',
      from: { path: at('apps/server/src/platform/') },
      to: {
        path: [
          at('apps/server/src/(user-api|order-api|operator|web|shared-kernel)/'),
          at('apps/server/src/(app|main|background-jobs)[.]ts$'),
        ],
      },
    },
    {
      name: 'shared-kernel-below-areas',
      comment:
        'apps/server/src/shared-kernel holds film and festival code several areas share: it imports platform and ' +
        'packages, never an area, the order API, the operator or the web shell.',
      severity: 'error',
      from: { path: at('apps/server/src/shared-kernel/') },
      to: {
        path: [
          at('apps/server/src/(user-api|order-api|operator|web)/'),
          at('apps/server/src/(app|main|background-jobs)[.]ts$'),
        ],
      },
    },
    {
      name: 'areas-below-operator',
      comment:
        "The operator module lists the areas' commands and runs them: an area defines its command with " +
        'platform/operator-command.ts and never imports operator/ (its tests may run a command as the operator does).',
      severity: 'error',
      from: { path: at('apps/server/src/(user-api|order-api|web|shared-kernel)/'), pathNot: '[.]test[.]ts$' },
      to: { path: at('apps/server/src/operator/') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
