import { LANGUAGES } from '@shortlist/domain/languages';
import type { ServerRenderHead } from '@shortlist/domain/server-rendering';
import { escapeHtml } from '../platform/escape-html.ts';

/** JSON inside `<script>`: nothing in it may close the element or start a comment. */
export function jsonForScript(json: string): string {
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Marks the head tags written here; the web drops them when React renders its own (head-tags.tsx). */
const MARK = 'data-server-head';

/** `<meta name="x" />` -> `<meta name="x" data-server-head />`: the mark last, the tag as crawlers expect it. */
function marked(tag: string): string {
  return tag.startsWith('<script')
    ? tag.replace('<script', `<script ${MARK}`)
    : tag.replace(/ ?\/>$/, ` ${MARK} />`);
}

/**
 * The page head crawlers and social networks read without running the app: the same tags as
 * the web's HeadTags (apps/web/src/shared/seo/head-tags.tsx), each marked `data-server-head`.
 */
export function headTags(head: ServerRenderHead): string {
  const attr = escapeHtml;
  const tags = [
    `<meta name="description" content="${attr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${attr(alternate.hrefLang)}" href="${attr(alternate.href)}" />`,
    ),
    `<meta property="og:type" content="${attr(head.ogType)}" />`,
    '<meta property="og:site_name" content="Shortlist" />',
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${LANGUAGES[head.language].locale.replace('-', '_')}" />`,
    `<meta property="og:image" content="${attr(head.image)}" />`,
    `<meta property="og:image:alt" content="${attr(head.imageAlt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
    `<meta name="twitter:image" content="${attr(head.image)}" />`,
    `<meta name="twitter:image:alt" content="${attr(head.imageAlt)}" />`,
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(JSON.stringify(data))}</script>`,
    ),
  ];
  return tags.filter(Boolean).map(marked).join('\n    ');
}

/** index.html with the page's language, title and head tags in place. */
export function renderShell(template: string, head: ServerRenderHead, extraHead = ''): string {
  let html = template.replace(/<html\b[^>]*>/i, (tag) =>
    /\blang=/.test(tag)
      ? tag.replace(/\blang="[^"]*"/, `lang="${head.language}"`)
      : tag.replace('<html', `<html lang="${head.language}"`),
  );
  const title = `<title ${MARK}>${escapeHtml(head.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  const tags = [headTags(head), extraHead].filter(Boolean).join('\n    ');
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

/** The id the web reads the state from (apps/web/src/shared/render/server-state.ts). */
const SERVER_STATE_ID = 'server-state';

/**
 * A server-rendered page: the shell with its head, the page's markup in `#root`, the data it was
 * rendered from (a JSON block, which the CSP lets through as it runs nothing) and preload links
 * for the page's own chunks.
 */
export function renderPage(
  template: string,
  page: {
    head: ServerRenderHead;
    html: string;
    state: string;
    preload: { scripts: string[]; styles: string[] };
  },
): string {
  const links = [
    ...page.preload.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...page.preload.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
  ].join('\n    ');
  const shell = renderShell(template, page.head, links);
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  if (!/<div id="root"><\/div>/.test(shell)) throw new Error('index.html has no empty <div id="root"></div>');
  return shell.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>\n    ${state}`);
}
