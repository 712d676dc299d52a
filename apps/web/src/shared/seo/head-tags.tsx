import { LANGUAGES, type Language } from '@shortlist/domain/language-list';
import type { PageHead } from '@shortlist/i18n/seo';
import { useEffect } from 'react';
import { useRenderEnvironment } from '../render/render-context.ts';

/** The JSON-LD blocks of the current page, kept in <head> by useStructuredData. */
const JSON_LD_SELECTOR = 'script[type="application/ld+json"][data-page-head]';

/** What the server wrote in <head> for crawlers (apps/server/src/web/render-head.ts). */
const SERVER_HEAD_SELECTOR = 'head > [data-server-head]';
let serverHeadDropped = false;

/**
 * Drops the server's head tags the first time the browser renders a head, just before React
 * commits its own: earlier, the page would go without a title while it hydrates; later, React
 * would take over the server's tags that match its own and leave the others behind.
 */
function dropServerHead(): void {
  if (serverHeadDropped) return;
  serverHeadDropped = true;
  for (const element of document.querySelectorAll(SERVER_HEAD_SELECTOR)) element.remove();
}

/**
 * Title, description, canonical, hreflang, social tags and JSON-LD of the page. Render it once
 * per page. In the browser React 19 hoists the tags into <head>; on the server the head goes to
 * the render environment instead, and the server writes it into the HTML head
 * (apps/server/src/web/render-head.ts, the same tags), replaced here on the first render.
 */
export function HeadTags({ head, language }: { head: PageHead; language: Language }) {
  const environment = useRenderEnvironment();
  const jsonLd = JSON.stringify(head.jsonLd);
  useStructuredData(jsonLd);
  if (environment.onHead) {
    environment.onHead(head);
    return null;
  }
  dropServerHead();
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content="Shortlist" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={LANGUAGES[language].locale.replace('-', '_')} />
      <meta property="og:image" content={head.image} />
      <meta property="og:image:alt" content={head.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image} />
      <meta name="twitter:image:alt" content={head.imageAlt} />
    </>
  );
}

/**
 * JSON-LD is not hoisted by React (an inline script stays where it is rendered, which would not
 * match the server's HTML), so the browser keeps it in <head> by hand, replacing the server's copy.
 */
function useStructuredData(json: string) {
  useEffect(() => {
    for (const old of document.head.querySelectorAll(JSON_LD_SELECTOR)) old.remove();
    const scripts = (JSON.parse(json) as unknown[]).map((data) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.pageHead = '';
      script.textContent = JSON.stringify(data);
      return script;
    });
    document.head.append(...scripts);
    return () => {
      for (const script of scripts) script.remove();
    };
  }, [json]);
}
