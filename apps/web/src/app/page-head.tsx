import { LANGUAGES } from '@shortlist/domain/languages';
import { pageHead } from '@shortlist/i18n/seo';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';

/**
 * Title, description, canonical, hreflang and social tags of the current page. React 19 hoists
 * these into <head>; the server renders the same from `pageHead` for crawlers (main.tsx removes
 * the server's copies on start so they are not doubled).
 */
export function PageHead() {
  const { key, language, params, routedLanguages } = useCurrentRoute();
  const head = pageHead({ key, language, params, routedLanguages, origin: window.location.origin });
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
