import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, critere } from '@shortlist/db/schema/campaigns';
import { categorie, genre, langue, pays, thematique } from '@shortlist/db/schema/dictionaries';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import type { FieldError } from '@shortlist/domain/errors';
import type { EligibleCount } from '@shortlist/domain/festival-space/call-editor-contracts';
import {
  type CriteriaValues,
  countEligible,
  criteriaRows,
  filmsExcludedByChange,
} from '@shortlist/domain/festivals/criteria-editing';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors.ts';
import { loadCriteriaFilms } from './criteria-films.ts';

type Dictionary = PgTable & { Id: AnyPgColumn };

/** The chosen ids a dictionary does not hold, as field errors. */
async function unknownIds(db: Db, values: CriteriaValues): Promise<FieldError[]> {
  const checks: [string, Dictionary, readonly number[]][] = [
    ['criteria.country.Valeurs', pays, values.country.Valeurs],
    ['criteria.categories.Valeurs', categorie, values.categories.Valeurs],
    ['criteria.genres.Valeurs', genre, values.genres.Valeurs],
    ['criteria.themes.Valeurs', thematique, values.themes.Valeurs],
    ['criteria.subtitle.IdsLanguesSubs', langue, values.subtitle.IdsLanguesSubs],
  ];
  const fields: FieldError[] = [];
  for (const [path, dictionary, ids] of checks) {
    if (ids.length === 0) continue;
    const [found] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(dictionary)
      .where(inArray(dictionary.Id, [...ids]));
    if ((found?.n ?? 0) !== ids.length) fields.push({ path, code: 'INVALID', message: 'INVALID' });
  }
  return fields;
}

/**
 * `POST festivals/{id}/eligible-films`: how many of the platform's complete films the unsaved
 * criteria let in, judged by the submission panel's own rule (`criteriaOutcome` through
 * `countEligible`), so the count and the panel never disagree.
 */
export async function countEligibleFilms(
  db: Db,
  options: { criteria: CriteriaValues },
): Promise<EligibleCount> {
  const fields = await unknownIds(db, options.criteria);
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return countEligible(await loadCriteriaFilms(db, {}), criteriaRows(options.criteria));
}

export type ExcludedEntry = { IdInscription: number; Numero: number | null; TitreOriginal: string };

/**
 * `PUT .../sections/{section}/criteria`: the section's criteria replaced, in one transaction with
 * the call section's row locked (two saves follow each other). The paid entries (sent, whatever
 * the festival decided since; neither in a basket nor cancelled) whose film the new criteria
 * would make ineligible, and the old ones did not, are answered without saving unless `confirm`;
 * confirmed, the criteria are saved and every entry stays as it is.
 */
export async function writeSectionCriteria(
  db: Db,
  options: {
    festivalId: number;
    callId: number;
    sectionId: number;
    criteria: CriteriaValues;
    confirm: boolean;
  },
): Promise<{ saved: true } | { saved: false; entries: ExcludedEntry[] }> {
  const { festivalId, callId, sectionId, criteria, confirm } = options;
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .where(
        and(
          eq(campagneSection.Id, sectionId),
          eq(campagneSection.IdCampagne, callId),
          eq(campagne.IdFestival, festivalId),
        ),
      )
      .for('update', { of: campagneSection });
    if (!own) throw new AppError('NOT_FOUND');
    const fields = await unknownIds(tx, criteria);
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });

    const before = await tx
      .select()
      .from(critere)
      .where(eq(critere.IdCampagneSection, sectionId))
      .orderBy(asc(critere.Id));
    const after = criteriaRows(criteria);
    if (!confirm) {
      const entries = await excludedEntries(tx, sectionId, before, after);
      if (entries.length > 0) return { saved: false as const, entries };
    }
    await tx.delete(critere).where(eq(critere.IdCampagneSection, sectionId));
    if (after.length > 0) {
      await tx.insert(critere).values(
        after.map((row) => ({
          IdCampagneSection: sectionId,
          Type: row.Type,
          MoisProduction: row.MoisProduction ?? null,
          AnneeProduction: row.AnneeProduction ?? null,
          DureeMin: row.DureeMin ?? null,
          DureeMax: row.DureeMax ?? null,
          IsInclusionPays: row.IsInclusionPays ?? true,
          IsPaysPrincipal: row.IsPaysPrincipal ?? false,
          IsPremierFilm: row.IsPremierFilm ?? null,
          IsFilmEcole: row.IsFilmEcole ?? null,
          IsCheckerCritere: row.IsCheckerCritere,
          IdsLanguesSubs: [...(row.IdsLanguesSubs ?? [])],
          Valeurs: [...(row.Valeurs ?? [])],
        })),
      );
    }
    return { saved: true as const };
  });
}

async function excludedEntries(
  tx: Db,
  sectionId: number,
  before: Parameters<typeof filmsExcludedByChange>[1],
  after: Parameters<typeof filmsExcludedByChange>[2],
): Promise<ExcludedEntry[]> {
  const entries = await tx
    .select({
      IdInscription: inscription.Id,
      IdFilm: inscription.IdFilm,
      Numero: inscription.Numero,
      TitreOriginal: film.TitreOriginal,
    })
    .from(inscription)
    .innerJoin(film, eq(film.Id, inscription.IdFilm))
    .where(
      and(
        eq(inscription.IdCampagneSection, sectionId),
        notInArray(inscription.Statut, [SUBMISSION_STATUS.notFinished, SUBMISSION_STATUS.cancelled]),
      ),
    )
    .orderBy(asc(inscription.Numero), asc(inscription.Id));
  if (entries.length === 0) return [];
  const films = await loadCriteriaFilms(tx, { filmIds: [...new Set(entries.map((e) => e.IdFilm))] });
  const out = new Set(filmsExcludedByChange(films, before, after).map((f) => f.Id));
  return entries
    .filter((e) => out.has(e.IdFilm))
    .map(({ IdInscription, Numero, TitreOriginal }) => ({
      IdInscription,
      Numero,
      TitreOriginal: TitreOriginal ?? '',
    }));
}
