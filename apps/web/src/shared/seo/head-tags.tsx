import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import type { PageHead } from '@shortlist/i18n/seo';

/**
 * Title, description, canonical, hreflang and social tags. React 19 hoists these into <head>;
 * the server renders the same from `pageHead` for crawlers (main.tsx removes the server's copies
 * on start so they are not doubled). Render it once per page.
 */
export function HeadTags({ head, language }: { head: PageHead; language: Language }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Shortlist" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={LANGUAGES[language].locale.replace('-', '_')} />
    </>
  );
}
