import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

type OfflineTexts = { title: string; body: string; retry: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The page the service worker shows for a navigation without a connection. Self-contained (no
 * script: the CSP allows none inline, and nothing else would be cached), in the theme's colours;
 * "Try again" is a link to the same address, which reloads it.
 */
export function offlinePageHtml(options: { language: string; texts: OfflineTexts; appName: string }): string {
  const { language, texts, appName } = options;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#1f1a17">
<title>${escapeHtml(texts.title)} | ${escapeHtml(appName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a17;background:#fff;line-height:1.55}
main{max-width:36rem;margin:0 auto;padding:3rem 1rem}
.brand{font-weight:700;color:#a14a0b;margin:0 0 2rem}
h1{font-size:1.6rem;margin:0 0 .75rem}
a.retry{display:inline-block;margin-top:1.25rem;padding:.6rem 1.1rem;border-radius:.5rem;background:#a14a0b;color:#fff;text-decoration:none;font-weight:600}
a.retry:focus-visible{outline:3px solid #1f1a17;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(appName)}</p>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.body)}</p>
<a class="retry" href="">${escapeHtml(texts.retry)}</a>
</main>
</body>
</html>
`;
}

/**
 * Vite plugin: writes `sw.js` (from `service-worker.js`, stamped with this build's version and
 * languages) and `offline/<language>.html` for every catalogue language. The version is a hash
 * of the build's file names (hashed by content) and of what the worker itself serves, so it
 * changes exactly when a visitor would get something new.
 */
export function serviceWorker(options: { locales: string }): Plugin {
  let root = '';
  return {
    name: 'shortlist:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      if (this.environment?.config.build.ssr) return;
      const locales = resolve(root, options.locales);
      const languages = readdirSync(locales).sort();
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) hash.update(`${name}\n`);
      for (const language of languages) {
        const common = JSON.parse(readFileSync(join(locales, language, 'common.json'), 'utf8'));
        const html = offlinePageHtml({ language, texts: common.offline, appName: common.appName });
        hash.update(html);
        this.emitFile({ type: 'asset', fileName: `offline/${language}.html`, source: html });
      }
      const template = readFileSync(resolve(root, 'build/service-worker.js'), 'utf8');
      hash.update(template);
      const source = template
        .replace('__SHORTLIST_VERSION__', hash.digest('hex').slice(0, 16))
        .replace("['__SHORTLIST_LANGUAGES__']", JSON.stringify(languages));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
