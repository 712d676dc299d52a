import { LANGUAGES } from '@shortlist/domain/languages';
import type { PageHead } from '@shortlist/i18n/seo';
import { escapeHtml } from '../platform/escape-html.ts';

/**
 * The page head tags crawlers need without running the SPA. The web's main.tsx removes these
 * (same selectors) when React renders its own.
 */
export function headTags(head: PageHead): string {
  const attr = escapeHtml;
  const tags = [
    `<meta name="description" content="${attr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${attr(alternate.hrefLang)}" href="${attr(alternate.href)}" />`,
    ),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Shortlist" />',
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${LANGUAGES[head.language].locale.replace('-', '_')}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** index.html with the page's language, title and head tags in place. */
export function renderShell(template: string, head: PageHead): string {
  let html = template.replace(/<html\b[^>]*>/i, (tag) =>
    /\blang=/.test(tag)
      ? tag.replace(/\blang="[^"]*"/, `lang="${head.language}"`)
      : tag.replace('<html', `<html lang="${head.language}"`),
  );
  const title = `<title>${escapeHtml(head.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  const tags = headTags(head);
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
