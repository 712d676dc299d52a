import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '@shortlist/domain/server-rendering';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The files of one web build, read together so the shell, manifest and renderer always match. */
export type WebBuild = {
  template: string;
  manifest: BuildManifest;
  /** The server bundle (`dist/server/entry-server.js`), absent from an older or partial build. */
  renderer: ServerRenderer | undefined;
};

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Reads the built web app from `webDist`, again only when index.html changed (a rebuild while the
 * server runs). The server bundle is imported with the build's time in its URL, so a rebuild
 * loads the new one. Undefined when there is no build.
 */
export function webBuildReader(webDist: string): () => Promise<WebBuild | undefined> {
  const indexPath = join(webDist, 'index.html');
  const rendererPath = join(webDist, 'server', 'entry-server.js');
  let cached: { mtimeMs: number; build: Promise<WebBuild> } | undefined;

  async function load(mtimeMs: number): Promise<WebBuild> {
    const [template, manifest, hasRenderer] = await Promise.all([
      readFile(indexPath, 'utf8'),
      readJson<BuildManifest>(join(webDist, '.vite', 'manifest.json')),
      stat(rendererPath).then(
        () => true,
        () => false,
      ),
    ]);
    const renderer = hasRenderer
      ? ((await import(`${pathToFileURL(rendererPath).href}?build=${mtimeMs}`)) as ServerRenderer)
      : undefined;
    return { template, manifest: manifest ?? {}, renderer };
  }

  return async () => {
    const info = await stat(indexPath).catch(() => undefined);
    if (!info) return undefined;
    if (!cached || cached.mtimeMs !== info.mtimeMs) {
      const build = load(info.mtimeMs);
      cached = { mtimeMs: info.mtimeMs, build };
      build.catch(() => {
        if (cached?.build === build) cached = undefined;
      });
    }
    return cached.build;
  };
}

/** A chunk and every chunk it imports, transitively (manifest keys). */
function closure(manifest: BuildManifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The files a page's modules need at once (their chunk and the chunks it imports, with CSS),
 * from the manifest, for `<link rel="modulepreload">` and stylesheet links: the browser fetches
 * them while it reads the HTML, not one after another once the main script has run. What
 * index.html already loads (its entry and the entry's imports) is left out.
 */
export function preloadFiles(
  manifest: BuildManifest,
  modules: string[],
): { scripts: string[]; styles: string[] } {
  const shell = closure(manifest, ['index.html']);
  const shellStyles = new Set([...shell].flatMap((key) => manifest[key]?.css ?? []));
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of closure(manifest, modules)) {
    if (shell.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? [])
      if (!shellStyles.has(css) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
  }
  return { scripts, styles };
}
