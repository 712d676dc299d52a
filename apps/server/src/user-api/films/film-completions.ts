import type { Db } from '@shortlist/db/client';
import type { FilmCompletions } from '@shortlist/domain/films/api-contracts';
import { ENGLISH_ID } from '@shortlist/domain/films/film-rules';
import {
  FILM_TABS,
  missingItems,
  missingToEnter,
  type ScreenerState,
  subtitleLanguages,
} from '@shortlist/domain/films/film-status';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { loadCompleteness } from '../../shared-kernel/film-completeness.ts';
import { requireViewableFilm } from './film-record.ts';

/**
 * `GET films/:id/completions`: per tab what is missing before the film can be submitted (the
 * checklist of the record links each item to its tab and field), and the screener with its
 * subtitle languages, which the preview adds to what keeps the film from entering (issue 32).
 */
export async function getFilmCompletions(
  db: Db,
  options: { account: Account; id: number },
): Promise<FilmCompletions> {
  await requireViewableFilm(db, options);
  const input = (await loadCompleteness(db, [options.id])).get(options.id);
  if (!input) throw new AppError('NOT_FOUND');
  const missing = missingItems(input);
  const screener = await loadScreener(db, options.id);
  const toEnter = missingToEnter(missing, screener);
  return {
    IdFilm: options.id,
    complete: missing.length === 0,
    missing,
    // Each tab's mark says what it still lacks for a festival: the media tab's, its screener too.
    tabs: FILM_TABS.map((tab) => {
      const fields = toEnter.filter((item) => item.tab === tab).map((item) => item.field);
      return { tab, complete: fields.length === 0, missing: fields };
    }),
    screener,
    toEnter,
  };
}

/**
 * The film video (the media area's table, read only): a finished upload or a Vimeo reference
 * counts, as for the eligibility engine's "missing video".
 */
async function loadScreener(db: Db, IdFilm: number): Promise<ScreenerState> {
  const result = await db.execute<{
    present: boolean;
    IdLangueSousTitre: number | null;
    HadSubtitleEn: boolean;
    files: number[];
  }>(sql`
    select coalesce(v."Fichier", v."ReferenceOvp") is not null as "present",
           v."IdLangueSousTitre", v."HadSubtitleEn",
           array(select st."IdLangue" from "film_video_sous_titre" st where st."IdVideo" = v."Id") as "files"
    from "film_video" v
    where v."IdFilm" = ${IdFilm} and v."TypeVideo" = 'film'`);
  const [row] = result.rows;
  if (!row) return { present: false, subtitleLanguages: [] };
  return {
    present: row.present,
    subtitleLanguages: subtitleLanguages({ ...row, files: row.files.map(Number), englishId: ENGLISH_ID }),
  };
}
