import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { inscription, inscriptionReponse } from '@shortlist/db/schema/submissions';
import type { FieldError } from '@shortlist/domain/errors';
import type { AddToBasketRequest } from '@shortlist/domain/submissions/api-contracts';
import { checkEligibility } from '@shortlist/domain/submissions/eligibility';
import type { EligibilityEntry, QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { basketTotal } from './basket-total.ts';
import { loadEligibilityFilms, loadEligibilitySections, loadEntries } from './eligibility-facts.ts';

const ALREADY = new Set(['ELIGIBILITY_ALREADY_ENTERED', 'ELIGIBILITY_ALREADY_ENTERED_SECTION']);

/** Spec §5: the submission password must equal the section's; compared in constant time. */
function samePassword(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `POST inscriptions/by-film/{idFilm}` (spec §7): puts the film's entries to the named sections in
 * the basket (status not finished), with their answers, all or nothing. The server judges each
 * entry again with the engine and the answers, so nothing the panel refuses passes by calling the
 * API; a protected section needs its password. The film's row is locked for the transaction, so
 * two requests for one film run one after the other and the second sees the first's entries (the
 * re-entry rule); the unique index on film and section is the last guard.
 */
export async function addToBasket(
  db: Db,
  options: { accountId: number; request: AddToBasketRequest; now: Date },
): Promise<{ IdsInscription: number[]; count: number; entries: number }> {
  const { accountId, request, now } = options;
  const keys = request.items.map((item) => `${item.IdCampagne}§${item.IdSection}`);
  if (new Set(keys).size !== keys.length) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'items', code: 'DUPLICATE', message: 'DUPLICATE' }],
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ Id: film.Id })
        .from(film)
        .where(and(eq(film.Id, request.idFilm), eq(film.IdCompte, accountId)))
        .for('update');
      if (!owned) throw new AppError('NOT_FOUND');

      const named = await tx
        .select({
          Id: campagneSection.Id,
          IdCampagne: campagneSection.IdCampagne,
          IdSection: campagneSection.IdSection,
          MotDePasse: campagneSection.MotDePasse,
        })
        .from(campagneSection)
        .where(
          or(
            ...request.items.map((item) =>
              and(
                eq(campagneSection.IdCampagne, item.IdCampagne),
                eq(campagneSection.IdSection, item.IdSection),
              ),
            ),
          ),
        );
      const byKey = new Map(named.map((row) => [`${row.IdCampagne}§${row.IdSection}`, row]));
      const missing = keys.findIndex((key) => !byKey.has(key));
      if (missing >= 0) {
        throw new AppError('NOT_FOUND', {
          fields: [{ path: `items.${missing}`, code: 'NOT_FOUND', message: 'NOT_FOUND' }],
        });
      }
      const ordered = keys.map((key) => byKey.get(key)!);

      for (const [index, row] of ordered.entries()) {
        if (row.MotDePasse && !samePassword(request.passwords?.[String(row.Id)], row.MotDePasse)) {
          throw new AppError('SECTION_PASSWORD_WRONG', {
            fields: [
              {
                path: `passwords.${row.Id}`,
                code: 'SECTION_PASSWORD_WRONG',
                message: 'SECTION_PASSWORD_WRONG',
              },
            ],
            params: { index: String(index) },
          });
        }
      }

      // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
      const films = await loadEligibilityFilms(tx, { accountId, filmIds: [request.idFilm] });
      const sections = await loadEligibilitySections(tx, {
        IdsCampagneSection: ordered.map((row) => row.Id),
      });
      const filmFacts = films[0];
      if (!filmFacts) throw new AppError('NOT_FOUND');
      const sectionById = new Map(sections.map((s) => [s.IdCampagneSection, s]));
      const entries: EligibilityEntry[] = await loadEntries(tx, {
        filmIds: [request.idFilm],
        festivalIds: [...new Set(sections.map((s) => s.IdFestival))],
      });

      const IdsInscription: number[] = [];
      for (const [index, row] of ordered.entries()) {
        const section = sectionById.get(row.Id)!;
        const given = request.answers?.[String(row.Id)] ?? {};
        const answers: Record<number, QuestionAnswer> = {};
        for (const [id, answer] of Object.entries(given)) answers[Number(id)] = answer;
        const result = checkEligibility({ film: filmFacts, section, entries, now, answers });
        if (result.status !== 'eligible') {
          if (result.OuvreTesYeux.some((r) => ALREADY.has(r.code))) throw new AppError('ALREADY_ENTERED');
          // Each reason as a field error: its code, and its sentence's key in the `submissions`
          // catalogue (`reasons.<key>`), which the panel shows with its values.
          const fields: FieldError[] = result.OuvreTesYeux.map((r) => ({
            path: `items.${index}`,
            code: r.code,
            message: r.key,
          }));
          throw new AppError('SUBMISSION_INELIGIBLE', { fields });
        }
        const [created] = await tx
          .insert(inscription)
          .values({ IdCompte: accountId, IdFilm: request.idFilm, IdCampagneSection: row.Id })
          .returning({ Id: inscription.Id });
        const IdInscription = created!.Id;
        IdsInscription.push(IdInscription);
        // Answers to questions of this section only; an id of another section's question is ignored.
        const asked = new Set(section.questions.map((q) => q.Id));
        const kept = Object.entries(answers).filter(
          ([id, answer]) => asked.has(Number(id)) && answer !== null,
        );
        if (kept.length > 0) {
          await tx.insert(inscriptionReponse).values(
            kept.map(([id, answer]) => ({
              IdInscription,
              IdCritereAdditionnel: Number(id),
              Valeur: answer as boolean | string | number,
            })),
          );
        }
        // The next item of the same festival sees this entry (re-entry rule, one section per festival).
        entries.push({
          IdFilm: request.idFilm,
          IdFestival: section.IdFestival,
          IdSection: section.IdSection,
          IdCampagneSection: section.IdCampagneSection,
          AnneeEdition: 0,
          Statut: SUBMISSION_STATUS.notFinished,
        });
      }
      return { IdsInscription, ...(await basketTotal(tx, { accountId })) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_ENTERED');
    throw error;
  }
}
