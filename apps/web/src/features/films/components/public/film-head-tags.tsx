import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { publicFilmHead } from '@shortlist/i18n/film-head';
import type { PublicFilmTab } from '@shortlist/i18n/film-tab-words';
import { pageHead } from '@shortlist/i18n/seo';
import { useCurrentRoute } from '../../../../shared/i18n/current-route.ts';
import { useOrigin } from '../../../../shared/render/render-context.ts';
import { HeadTags } from '../../../../shared/seo/head-tags.tsx';

/**
 * The public film page's head: from the film's data once loaded (title, summary, custom URL,
 * principal photo, `Movie` JSON-LD), the route table's otherwise. A film not shown (unknown,
 * private, locked) is not indexed. Rendered on the server too (server-routes.ts).
 */
export function FilmHeadTags({ film, tab }: { film?: PublicFilm; tab: PublicFilmTab }) {
  const { language, params, routedLanguages } = useCurrentRoute();
  const origin = useOrigin();
  const head = film
    ? publicFilmHead({ film, language, tab, routedLanguages, origin })
    : { ...pageHead({ key: 'film', language, params, routedLanguages, origin }), noindex: true };
  return <HeadTags head={head} language={language} />;
}
