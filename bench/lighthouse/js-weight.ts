/**
 * The JavaScript each public page loads before interaction (issue 11): `npm run bench:js-weight`.
 * Builds the web app (unless BENCH_SKIP_BUILD=1), starts the production server (BENCH_PORT,
 * default 3204), fetches each public page's HTML, takes every script and modulepreload it
 * names with every chunk those import statically (the build manifest; the browser fetches them
 * before the module runs), and sums their brotli sizes as the build wrote them
 * (`dist/**\/*.js.br`, the bytes the server sends). Prints per page and per chunk, then the
 * target: at most 150 KB of brotli per public page.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, publicPages, root, startServer } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3204);
const TARGET_KB = 150;
const DIST = join(root, 'apps/web/dist');

type Manifest = Record<string, { file: string; imports?: string[]; name?: string; src?: string }>;

/** The scripts an HTML page names: module scripts and modulepreload links, as absolute paths. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url?.startsWith('/')) found.add(url);
  }
  return [...found];
}

/** Those scripts and every chunk they import statically, transitively (build file paths). */
export function withStaticImports(manifest: Manifest, scripts: string[]): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const key = byFile.get(file);
    for (const imported of (key && manifest[key]?.imports) || []) {
      const chunk = manifest[imported];
      if (chunk) visit(`/${chunk.file}`);
    }
  };
  for (const script of scripts) visit(script);
  return [...files];
}

function brotliBytes(file: string): number {
  return statSync(join(DIST, `${file}.br`)).size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  buildWeb();
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const server = await startServer(PORT);
  try {
    const pages = await publicPages(server.base);
    const loads = new Map<string, string[]>();
    const misses: string[] = [];
    console.log('\n| page | status | JS KB brotli | files |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const page of pages) {
      const response = await fetch(server.base + page.path, { redirect: 'manual' });
      const files = withStaticImports(manifest, scriptsOf(await response.text()));
      const total = files.reduce((sum, file) => sum + brotliBytes(file), 0);
      for (const file of files) loads.set(file, [...(loads.get(file) ?? []), page.name]);
      console.log(`| ${page.name} (${page.path}) | ${response.status} | ${kb(total)} | ${files.length} |`);
      if (total / 1024 > TARGET_KB) misses.push(`${page.name} ${kb(total)} KB`);
    }
    console.log('\n| chunk | KB brotli | loaded by |');
    console.log('| --- | ---: | --- |');
    const chunks = [...loads.entries()].sort(([a], [b]) => brotliBytes(b) - brotliBytes(a));
    for (const [file, names] of chunks) {
      const label = names.length === pages.length ? 'every page' : names.join(', ');
      console.log(`| ${file.replace(/^\/assets\//, '')} | ${kb(brotliBytes(file))} | ${label} |`);
    }
    console.log(
      `\nTarget: at most ${TARGET_KB} KB of brotli JavaScript per public page: ${
        misses.length === 0 ? 'met' : `MISSED (${misses.join(', ')})`
      }.`,
    );
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
