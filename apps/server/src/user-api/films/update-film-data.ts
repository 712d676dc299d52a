import type { Db } from '@shortlist/db/client';
import { film, filmResume, filmSynopsis, filmTitre } from '@shortlist/db/schema/films';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { ENGLISH_ID, type FilmDataValues } from '@shortlist/domain/films/film-rules';
import { eq } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { FILM_CHOICES, linkCheck, replaceFilmLink, requireKnownIds } from './film-links.ts';
import { readFilmRecord, replaceProducingCountries, requireEditableFilm } from './film-record.ts';

/**
 * `PUT films/:id/donnees`: the data tab (spec §5 "Film data"): international title, links,
 * genres, summaries (English in `resumeEn`), titles and synopses per language, dialogue
 * languages, co-production and shooting countries, themes, sign language. Every list is
 * replaced as sent.
 */
export async function updateFilmData(
  db: Db,
  options: { account: Account; id: number; values: FilmDataValues; now: Date },
): Promise<Film> {
  const { account, id, values, now } = options;
  const languages = [
    ...values.titres.map((t) => t.IdLangue),
    ...values.resumes.map((r) => r.IdLangue),
    ...values.synopses.map((s) => s.IdLangue),
  ];
  await db.transaction(async (tx) => {
    await requireEditableFilm(tx, { account, id });
    await requireKnownIds(tx, [
      linkCheck('idsGenre', values.idsGenre),
      linkCheck('idsLangueDialogue', values.idsLangueDialogue),
      { path: 'idsPaysCoProd', ids: values.idsPaysCoProd, ...FILM_CHOICES.idsPaysCoProd },
      linkCheck('idsPaysTournage', values.idsPaysTournage),
      linkCheck('idsThematique', values.idsThematique),
      { path: 'IdLangue', ids: languages, ...FILM_CHOICES.langue },
    ]);
    await tx
      .update(film)
      .set({
        TitreInternationnal: values.TitreInternationnal,
        UrlSite: values.UrlSite,
        UrlVideo: values.UrlVideo,
        IsLangueSigne: values.IsLangueSigne,
      })
      .where(eq(film.Id, id));
    for (const key of ['idsGenre', 'idsLangueDialogue', 'idsPaysTournage', 'idsThematique'] as const) {
      await replaceFilmLink(tx, { filmId: id, key, ids: values[key] });
    }
    await replaceProducingCountries(tx, { filmId: id, main: null, coProducers: values.idsPaysCoProd });
    await tx.delete(filmTitre).where(eq(filmTitre.IdFilm, id));
    await tx.delete(filmResume).where(eq(filmResume.IdFilm, id));
    await tx.delete(filmSynopsis).where(eq(filmSynopsis.IdFilm, id));
    if (values.titres.length > 0) {
      await tx.insert(filmTitre).values(values.titres.map((t) => ({ IdFilm: id, ...t })));
    }
    const resumes = [{ IdLangue: ENGLISH_ID, Resume: values.resumeEn }, ...values.resumes];
    await tx.insert(filmResume).values(resumes.map((r) => ({ IdFilm: id, ...r })));
    if (values.synopses.length > 0) {
      await tx.insert(filmSynopsis).values(values.synopses.map((s) => ({ IdFilm: id, ...s })));
    }
    await refreshFilmStatut(tx, { filmId: id, now });
  });
  return readFilmRecord(db, { id, accountId: account.Id, now });
}
