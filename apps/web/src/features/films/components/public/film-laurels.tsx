import { Title } from '@mantine/core';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import { filmLaurels } from '@shortlist/domain/films/laurels';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';

/**
 * The film's laurels (issue 32): each festival of its career with the award, or "Official
 * selection" when it was selected without one, and the year, between two branches drawn in
 * public-film.css. Full sharing only, as the career.
 */
export function FilmLaurels({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  const laurels = filmLaurels(film.career?.participations ?? []);
  if (laurels.length === 0) return null;
  return (
    <section aria-labelledby="film-laurels">
      <Title order={2} size="h3" id="film-laurels" mb="xs">
        {t('public.festivals')}
      </Title>
      <ul className="film-laurels" data-testid="film-laurels">
        {laurels.map((laurel) => (
          <li key={laurel.Id} className="film-laurel">
            <strong>{laurel.award ?? t('public.officialSelection')}</strong>
            <span>{laurel.festival}</span>
            <span>{laurel.year}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
