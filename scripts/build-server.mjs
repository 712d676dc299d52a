#!/usr/bin/env node
// Compiles the server (apps/server/src/main.ts and the workspace packages it imports) into one
// JavaScript bundle in apps/server/dist, which `npm start` runs with plain Node. Running from
// source under tsx kept its loader thread, the transform cache and the TypeScript sources in the
// server's memory: about 65 MB of its ~200 MB idle RSS (bench/log/2026-11-to-12.md, "The compiled server").
// `node scripts/build-server.mjs` builds; start.mjs and e2e/run.mjs call buildServer().
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUTDIR = join(root, 'apps/server/dist');
export const SERVER_ENTRY = join(SERVER_OUTDIR, 'main.js');
/**
 * The Node flags the server runs with (start.mjs; the API benchmarks start their app with them
 * too). A young generation of 4 MB semi-spaces instead of V8's 16 MB: a large upload streams
 * through short-lived buffers, and the bigger nursery only held more of them between collections
 * (the upload server's peak for 2 GB: 177 -> 155 MB RSS, throughput unchanged; bench/log/2026-11-to-12.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
/** What the bundle is made of: a change here makes start.mjs build it again. */
export const SERVER_SOURCES = ['apps/server/src', 'packages', 'scripts/build-server.mjs'].map((p) =>
  join(root, p),
);

/**
 * Modules find their files next to their source (`new URL('../migrations', import.meta.url)`:
 * the migrations, the invoice fonts, the web build, package.json). In the bundle every module
 * shares the bundle's URL, so each `import.meta.url` is replaced by its source file's URL,
 * written relative to the bundle so the checkout can move.
 */
const sourceUrls = (outdir) => ({
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      const unsupported = /import\.meta\.(dirname|filename)|\b__dirname\b|\b__filename\b/.exec(contents);
      if (unsupported) {
        // Would name the bundle's folder, not the source's: say it at build time, not in production.
        return {
          errors: [
            { text: `${unsupported[0]} in ${relative(root, args.path)}: use new URL('…', import.meta.url)` },
          ],
        };
      }
      if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

/**
 * npm packages stay in node_modules, loaded by Node as they are (native modules, PGlite's
 * WebAssembly, swagger-ui's files and pdfkit's data are read from their own folders); only the
 * workspaces' TypeScript is bundled. Node resolves them from apps/server/dist, that is from the
 * root node_modules, so a package installed inside one workspace's own node_modules (a version
 * clash) would be missed: the build refuses it rather than run another version.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shortlist/')) return undefined;
      if (!args.path.startsWith('node:')) {
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/');
        const workspace = relative(root, args.resolveDir).split(sep).slice(0, 2).join(sep);
        if (
          workspace &&
          !workspace.startsWith('..') &&
          existsSync(join(root, workspace, 'node_modules', name))
        ) {
          return { errors: [{ text: `${name} is installed in ${workspace}/node_modules, not at the root` }] };
        }
      }
      return { path: args.path, external: true };
    });
  },
};

/** Builds the server (or, for the build's own tests, another entry) into `outdir`. */
export async function buildServer({
  entry = join(root, 'apps/server/src/main.ts'),
  outdir = SERVER_OUTDIR,
} = {}) {
  // Chunk names carry a hash: without this, every build would leave the previous ones behind.
  await rm(outdir, { recursive: true, force: true });
  try {
    await buildInto(entry, outdir);
  } finally {
    // esbuild keeps a service process (~60 MB) for later builds; start.mjs would hold it beside
    // the server for as long as the server runs.
    await stop();
  }
}

async function buildInto(entry, outdir) {
  await build({
    entryPoints: { main: entry },
    outdir,
    bundle: true,
    // Modules imported with import() (the S3 stores) stay in chunks of their own, loaded on use.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Error stacks name bundle lines; LOG_LEVEL=debug stack traces stay readable enough, and a
    // source map would be held in memory by --enable-source-maps, which is what this saves.
    sourcemap: false,
    logLevel: 'warning',
    plugins: [sourceUrls(outdir), externalPackages],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  await buildServer();
  console.log(
    `Server built into ${relative(root, SERVER_OUTDIR)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
