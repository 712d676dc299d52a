import type { Db } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import type { ErrorCode, FieldError } from '@shortlist/domain/errors';
import type { AddToBasketRequest } from '@shortlist/domain/submissions/api-contracts';
import { checkEligibility } from '@shortlist/domain/submissions/eligibility';
import type { EligibilityEntry, QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import { writeBasketEntry } from './basket-entry.ts';
import { basketTotal } from './basket-total.ts';
import { verifySectionPassword } from './check-section-password.ts';
import { loadEligibilityFilms, loadEligibilitySections, loadEntries } from './eligibility-facts.ts';

const ALREADY = new Set(['ELIGIBILITY_ALREADY_ENTERED', 'ELIGIBILITY_ALREADY_ENTERED_SECTION']);

type NamedSection = {
  Id: number;
  IdCampagne: number;
  IdSection: number;
  MotDePasse: string | null;
  MotDePasseHash: string | null;
};

/** Protected: a hash to check, or a clear text the start-up step has not hashed yet (no password opens it). */
const isProtected = (row: NamedSection) => row.MotDePasseHash !== null || Boolean(row.MotDePasse);

function passwordError(code: ErrorCode, row: NamedSection, index: number): AppError {
  return new AppError(code, {
    fields: [{ path: `passwords.${row.Id}`, code, message: code }],
    params: { index: String(index) },
  });
}

/** The named sections of the request, in the request's order, or 404 with the first missing item. */
async function namedSections(db: Db, request: AddToBasketRequest): Promise<NamedSection[]> {
  const named = await db
    .select({
      Id: campagneSection.Id,
      IdCampagne: campagneSection.IdCampagne,
      IdSection: campagneSection.IdSection,
      MotDePasse: campagneSection.MotDePasse,
      MotDePasseHash: campagneSection.MotDePasseHash,
    })
    .from(campagneSection)
    .where(
      or(
        ...request.items.map((item) =>
          and(eq(campagneSection.IdCampagne, item.IdCampagne), eq(campagneSection.IdSection, item.IdSection)),
        ),
      ),
    );
  const byKey = new Map(named.map((row) => [`${row.IdCampagne}§${row.IdSection}`, row]));
  const keys = request.items.map((item) => `${item.IdCampagne}§${item.IdSection}`);
  const missing = keys.findIndex((key) => !byKey.has(key));
  if (missing >= 0) {
    throw new AppError('NOT_FOUND', {
      fields: [{ path: `items.${missing}`, code: 'NOT_FOUND', message: 'NOT_FOUND' }],
    });
  }
  return keys.map((key) => byKey.get(key)!);
}

/**
 * Spec §5 and docs/decisions.md "Section passwords": each protected section's password is checked
 * against its argon2id hash, each check first reserving an attempt for the account and the section
 * (at most 10 wrong per 15 minutes, then 429 SECTION_PASSWORD_THROTTLED, whatever the password).
 * Runs before the entry's transaction, each reservation committed on its own, so a refused entry
 * keeps its wrong attempt counted. A missing password is refused without counting: it guesses
 * nothing. Answers the sections whose password was right.
 */
async function checkSectionPasswords(
  db: Db,
  options: { accountId: number; request: AddToBasketRequest; now: Date },
): Promise<Set<number>> {
  const { accountId, request, now } = options;
  const [owned] = await db
    .select({ Id: film.Id })
    .from(film)
    .where(and(eq(film.Id, request.idFilm), eq(film.IdCompte, accountId)));
  if (!owned) throw new AppError('NOT_FOUND');
  const opened = new Set<number>();
  for (const [index, row] of (await namedSections(db, request)).entries()) {
    if (!isProtected(row)) continue;
    const given = request.passwords?.[String(row.Id)];
    if (given === undefined) throw passwordError('SECTION_PASSWORD_WRONG', row, index);
    try {
      await verifySectionPassword(db, {
        accountId,
        IdCampagneSection: row.Id,
        MotDePasseHash: row.MotDePasseHash,
        password: given,
        now,
      });
    } catch (error) {
      const refused = error instanceof AppError ? error.code : undefined;
      if (refused === 'SECTION_PASSWORD_THROTTLED' || refused === 'SECTION_PASSWORD_WRONG') {
        throw passwordError(refused, row, index);
      }
      throw error;
    }
    opened.add(row.Id);
  }
  return opened;
}

/**
 * `POST inscriptions/by-film/{idFilm}` (spec §7): puts the film's entries to the named sections in
 * the basket (status not finished), with their answers, all or nothing. The server judges each
 * entry again with the engine and the answers, so nothing the panel refuses passes by calling the
 * API; a protected section needs its password (`checkSectionPasswords`, before the transaction so
 * that a wrong one stays counted). The film's row is locked for the transaction, so
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
  const opened = await checkSectionPasswords(db, { accountId, request, now });
  try {
    return await db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ Id: film.Id })
        .from(film)
        .where(and(eq(film.Id, request.idFilm), eq(film.IdCompte, accountId)))
        .for('update');
      if (!owned) throw new AppError('NOT_FOUND');

      const ordered = await namedSections(tx, request);
      // Checked above; a section that became protected since then is refused here.
      for (const [index, row] of ordered.entries()) {
        if (isProtected(row) && !opened.has(row.Id))
          throw passwordError('SECTION_PASSWORD_WRONG', row, index);
      }

      // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
      const films = await loadEligibilityFilms(tx, { accountId, filmIds: [request.idFilm], now });
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
        IdsInscription.push(
          await writeBasketEntry(tx, {
            accountId,
            IdFilm: request.idFilm,
            IdCampagneSection: row.Id,
            answers,
          }),
        );
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
