import type { Db } from '@shortlist/db/client';
import type { FilmCompletions } from '@shortlist/domain/films/api-contracts';
import { FILM_TABS, missingItems } from '@shortlist/domain/films/film-status';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { loadCompleteness } from '../../shared-kernel/film-completeness.ts';
import { requireViewableFilm } from './film-record.ts';

/**
 * `GET films/:id/completions`: per tab what is missing before the film can be submitted (the
 * checklist of the record links each item to its tab and field).
 */
export async function getFilmCompletions(
  db: Db,
  options: { account: Account; id: number },
): Promise<FilmCompletions> {
  await requireViewableFilm(db, options);
  const input = (await loadCompleteness(db, [options.id])).get(options.id);
  if (!input) throw new AppError('NOT_FOUND');
  const missing = missingItems(input);
  return {
    IdFilm: options.id,
    complete: missing.length === 0,
    missing,
    tabs: FILM_TABS.map((tab) => {
      const fields = missing.filter((item) => item.tab === tab).map((item) => item.field);
      return { tab, complete: fields.length === 0, missing: fields };
    }),
  };
}
