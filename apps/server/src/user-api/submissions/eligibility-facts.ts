import type { Db } from '@shortlist/db/client';
import {
  campagne,
  campagneSection,
  critere,
  critereAdditionnel,
  evenement,
  section,
} from '@shortlist/db/schema/campaigns';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import { ENGLISH_ID } from '@shortlist/domain/films/film-rules';
import { effectiveRetentionDates, screenerRetention } from '@shortlist/domain/media/screener-retention';
import { isVideoExpired } from '@shortlist/domain/media/video-retention';
import type {
  EligibilityEntry,
  EligibilityFilm,
  EligibilitySection,
} from '@shortlist/domain/submissions/eligibility-input';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { independentQueries } from '../../platform/performance/independent-queries.ts';
import { publicCall } from '../../shared-kernel/public-call-sql.ts';
import { retentionEntriesByFilm } from '../../shared-kernel/retention-entries.ts';
import { groupBySection } from './group-by-section.ts';

/*
 * What the eligibility engine reads (packages/domain/src/submissions/eligibility-input.ts),
 * loaded with a fixed number of queries whatever the number of films and sections: one for the
 * films (their lists as arrays), one for the sections, one each for their events, criteria and
 * questions, one for the earlier entries.
 */

const ids = (column: string, table: string) =>
  sql<
    number[]
  >`coalesce((select array_agg(${sql.raw(`"${column}"`)} order by ${sql.raw(`"${column}"`)}) from ${sql.raw(`"${table}"`)} where "IdFilm" = "film"."Id"), '{}')`;

/**
 * The account's films among `filmIds` (every film of the account when `filmIds` is undefined),
 * archived ones included: the engine says why they cannot enter. Another account's film is
 * simply absent, so the caller answers 404 for it.
 */
export async function loadEligibilityFilms(
  db: Db,
  options: { accountId: number; filmIds?: readonly number[]; now: Date },
): Promise<EligibilityFilm[]> {
  const owned = eq(film.IdCompte, options.accountId);
  const rows = await db
    .select({
      Id: film.Id,
      Statut: film.Statut,
      AnneeProd: film.AnneeProd,
      MoisProd: film.MoisProd,
      Duree: film.Duree,
      IsPremierFilm: film.IsPremierFilm,
      IsFilmEcole: film.IsFilmEcole,
      IsSilencieux: film.IsSilencieux,
      IsSansDialogue: film.IsSansDialogue,
      idPaysProdPrincipal: sql<
        number | null
      >`(select "IdPays" from "film_pays" where "IdFilm" = "film"."Id" and "IsPrincipal")`,
      idsPaysCoProd: sql<
        number[]
      >`coalesce((select array_agg("IdPays" order by "IdPays") from "film_pays" where "IdFilm" = "film"."Id" and not "IsPrincipal"), '{}')`,
      idsCategorie: ids('IdCategorie', 'film_categorie'),
      idsGenre: ids('IdGenre', 'film_genre'),
      idsThematique: ids('IdThematique', 'film_thematique'),
      idsLangueDialogue: ids('IdLangue', 'film_langue_dialogue'),
      // The viewing copy (the media area's table): only a finished upload counts, or a Vimeo
      // reference (no file, no expiry: the video stays on Vimeo, docs/decisions.md "Video source list").
      videoFile: sql<string | null>`coalesce(${filmVideo.Fichier}, ${filmVideo.ReferenceOvp})`,
      storedFile: filmVideo.Fichier,
      DateExpiration: filmVideo.DateExpiration,
      DateProlongation: filmVideo.DateProlongation,
      DateAvertissement: filmVideo.DateAvertissement,
      IdLangueSousTitre: filmVideo.IdLangueSousTitre,
      HadSubtitleEn: filmVideo.HadSubtitleEn,
      subtitleFiles: sql<
        number[]
      >`coalesce((select array_agg(st."IdLangue") from "film_video_sous_titre" st where st."IdVideo" = ${filmVideo.Id}), '{}')`,
    })
    .from(film)
    .leftJoin(filmVideo, and(eq(filmVideo.IdFilm, film.Id), eq(filmVideo.TypeVideo, 'film')))
    .where(options.filmIds ? and(owned, inArray(film.Id, [...options.filmIds])) : owned)
    .orderBy(desc(film.DateCreation), desc(film.Id));
  // A stored file is kept as long as the film's sent entries say (issue 32): the engine reads
  // the limit the expiry pass acts on, so a video held for a festival is never "expired" here.
  // The engine reads the dates only to call a video expired, and the entries only ever keep a
  // file longer: they are read for the films whose stored dates have passed, which most panels
  // have none of (no extra query then).
  const pastDates = rows.filter((row) => row.storedFile !== null && isVideoExpired(row, options.now));
  const entriesOf = await retentionEntriesByFilm(
    db,
    pastDates.map((row) => row.Id),
  );
  return rows.map(
    ({
      videoFile,
      storedFile,
      DateExpiration,
      DateProlongation,
      DateAvertissement,
      IdLangueSousTitre,
      HadSubtitleEn,
      subtitleFiles,
      ...row
    }) => {
      // Its language, English when it says so, and the languages of its subtitle files.
      const subtitles = new Set<number>(subtitleFiles);
      if (IdLangueSousTitre !== null) subtitles.add(IdLangueSousTitre);
      if (HadSubtitleEn) subtitles.add(ENGLISH_ID);
      const stored = { DateExpiration, DateProlongation, DateAvertissement };
      const entries = entriesOf.get(row.Id) ?? [];
      const dates =
        storedFile === null || !isVideoExpired(stored, options.now)
          ? { DateExpiration, DateProlongation }
          : effectiveRetentionDates(
              stored,
              screenerRetention({ video: stored, entries, now: options.now }),
              options.now,
            );
      return {
        ...row,
        idsLangueSousTitre: [...subtitles],
        video: videoFile ? dates : null,
      };
    },
  );
}

/**
 * Campaign sections by id, those of a festival's current call (its latest verified edition,
 * `currentCampaign`: a call in preparation is not public yet), or those of
 * every festival whose current call is open (a film's panel).
 */
export type SectionScope =
  | { IdsCampagneSection: readonly number[] }
  | { IdFestival: number }
  | { openCalls: true };

export function sectionsWhere(scope: SectionScope) {
  if ('IdsCampagneSection' in scope) return inArray(campagneSection.Id, [...scope.IdsCampagneSection]);
  if ('IdFestival' in scope) {
    return eq(
      campagne.Id,
      sql`(select "Id" from "campagne" where "IdFestival" = ${scope.IdFestival} and ${publicCall('campagne')} order by "AnneeEdition" desc limit 1)`,
    );
  }
  // A festival's older edition left open by mistake is not its current call: the latest only.
  return and(
    eq(campagne.StatutCampagne, 'open'),
    eq(
      campagne.Id,
      sql`(select c2."Id" from "campagne" c2 where c2."IdFestival" = ${campagne.IdFestival} and ${publicCall('c2')} order by c2."AnneeEdition" desc limit 1)`,
    ),
  );
}

export async function loadEligibilitySections(db: Db, scope: SectionScope): Promise<EligibilitySection[]> {
  const where = sectionsWhere(scope);
  const rows = await db
    .select({
      IdFestival: campagne.IdFestival,
      IdCampagne: campagne.Id,
      IdSection: campagneSection.IdSection,
      IdCampagneSection: campagneSection.Id,
      StatutCampagne: campagne.StatutCampagne,
      IsInvitationSeule: campagne.IsInvitationSeule,
      IsInscription: campagneSection.IsInscription,
      reEntry: campagne.RegleReinscription,
    })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(where)
    .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id));
  if (rows.length === 0) return [];
  const sectionIds = rows.map((row) => row.IdCampagneSection);
  // Also read inside a transaction (adding to the basket, answering an invitation).
  const [events, criteria, questions] = await independentQueries(db, [
    () =>
      db
        .select({
          IdCampagneSection: evenement.IdCampagneSection,
          Type: evenement.Type,
          DateEvent: evenement.DateEvent,
          Prix: evenement.Prix,
          Ordre: evenement.Ordre,
        })
        .from(evenement)
        .where(inArray(evenement.IdCampagneSection, sectionIds)),
    () => db.select().from(critere).where(inArray(critere.IdCampagneSection, sectionIds)),
    () =>
      db
        .select({
          IdCampagneSection: critereAdditionnel.IdCampagneSection,
          Id: critereAdditionnel.Id,
          Type: critereAdditionnel.Type,
          IsDemandeCheck: critereAdditionnel.IsDemandeCheck,
          Ordre: critereAdditionnel.Ordre,
          Choix: critereAdditionnel.Choix,
        })
        .from(critereAdditionnel)
        .where(inArray(critereAdditionnel.IdCampagneSection, sectionIds))
        .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id)),
  ]);
  const eventsOf = groupBySection(events);
  const criteriaOf = groupBySection(criteria);
  const questionsOf = groupBySection(questions);
  return rows.map((row) => ({
    ...row,
    events: eventsOf.get(row.IdCampagneSection) ?? [],
    criteria: criteriaOf.get(row.IdCampagneSection) ?? [],
    questions: questionsOf.get(row.IdCampagneSection) ?? [],
  }));
}

/**
 * The films' entries in the festivals, of any edition (the re-entry rule reads them); in every
 * festival when `festivalIds` is undefined (a film's panel: a film has few entries, the open
 * calls thousands of festivals).
 */
export async function loadEntries(
  db: Db,
  options: { filmIds: readonly number[]; festivalIds?: readonly number[] },
): Promise<(EligibilityEntry & { Id: number })[]> {
  const { festivalIds } = options;
  if (options.filmIds.length === 0 || festivalIds?.length === 0) return [];
  return db
    .select({
      Id: inscription.Id,
      IdFilm: inscription.IdFilm,
      IdFestival: campagne.IdFestival,
      IdSection: campagneSection.IdSection,
      IdCampagneSection: inscription.IdCampagneSection,
      AnneeEdition: campagne.AnneeEdition,
      Statut: inscription.Statut,
    })
    .from(inscription)
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(
      and(
        inArray(inscription.IdFilm, [...options.filmIds]),
        festivalIds ? inArray(campagne.IdFestival, [...festivalIds]) : undefined,
      ),
    );
}
