import { criteriaOutcome, productionCountries } from './criteria-checks.ts';
import { ELIGIBILITY_CODES, type EligibilityReason, type EligibilityStatus } from './eligibility-codes.ts';
import type {
  EligibilityCriterion,
  EligibilityEntry,
  EligibilityFilm,
  EligibilityInvitation,
  EligibilitySection,
} from './eligibility-input.ts';
import { entryReasons } from './entry-checks.ts';
import { filmReasons } from './film-checks.ts';
import { type QuestionAnswers, questionReasons } from './question-checks.ts';
import { sectionReasons } from './section-checks.ts';

/**
 * The eligibility engine (spec §4 "Submission eligibility per film", §8, issue 14): a film
 * against a campaign section gives eligible, missing subtitles (otherwise eligible, with the
 * subtitle languages it needs), or ineligible with every reason that applies, not only the first.
 * Pure and synchronous; `now` is a parameter. The server checks every entry again with it before
 * writing; the panel shows its answers; `eligibilityMatrix` runs it over many films and sections.
 */

/** Spec §3 "Eligibility result" (the part the rules decide; the server adds the film and section names). */
export type EligibilityResult = {
  status: EligibilityStatus;
  /** The reasons (spec: `OuvreTesYeux`, the list of eligibility errors), in `ELIGIBILITY_CODES` order then question order. */
  OuvreTesYeux: readonly EligibilityReason[];
  /**
   * Subtitle languages the section asks for and the film lacks; subtitles in any one of them
   * are enough. Also given when the film is ineligible for other reasons, so the panel can say so.
   */
  RequiredIdsLangue: readonly number[];
};

/** A film with what depends on it alone (its reasons, its production countries), computed once for every section. */
export type PreparedFilm = {
  film: EligibilityFilm;
  reasons: readonly EligibilityReason[];
  countries: readonly number[];
};

/** A section with the reasons that depend on it alone and its checked criteria, computed once for every film. */
export type PreparedSection = {
  section: EligibilitySection;
  reasons: readonly EligibilityReason[];
  criteria: readonly EligibilityCriterion[];
};

export function prepareFilm(film: EligibilityFilm, now: Date): PreparedFilm {
  return { film, reasons: filmReasons(film, now), countries: productionCountries(film) };
}

export function prepareSection(
  section: EligibilitySection,
  now: Date,
  invitation?: EligibilityInvitation,
): PreparedSection {
  return {
    section,
    reasons: sectionReasons(section, now, invitation),
    criteria: section.criteria.filter((c) => c.IsCheckerCritere),
  };
}

const CODE_RANK = new Map<string, number>(ELIGIBILITY_CODES.map((code, i) => [code, i]));
const byCode = (a: EligibilityReason, b: EligibilityReason) =>
  (CODE_RANK.get(a.code) ?? 0) - (CODE_RANK.get(b.code) ?? 0);

const NONE: readonly never[] = Object.freeze([]);

/**
 * `a` then `b`. Results are read-only, so when one side is empty the other is shared rather
 * than copied (the section's reasons for every film of a closed festival, say).
 */
function then(
  a: readonly EligibilityReason[],
  b: readonly EligibilityReason[],
): readonly EligibilityReason[] {
  if (b.length === 0) return a;
  return a.length === 0 ? b : a.concat(b);
}

/**
 * A prepared film against a prepared section. `entries` are the film's entries in the festival
 * (others are ignored). `answers`, when given (the server checking an entry being submitted),
 * are judged against the additional questions; without them (the panel's lists) the questions
 * are left to the questions modal.
 */
export function judgeEligibility(options: {
  film: PreparedFilm;
  section: PreparedSection;
  entries: readonly EligibilityEntry[];
  answers?: QuestionAnswers;
}): EligibilityResult {
  const { film, section } = options;
  const criteria = criteriaOutcome(film.film, film.countries, section.criteria);
  if (criteria.reasons && criteria.reasons.length > 1) criteria.reasons.sort(byCode);
  let reasons = then(film.reasons, section.reasons);
  if (options.entries.length > 0)
    reasons = then(reasons, entryReasons(film.film.Id, section.section, options.entries));
  if (criteria.reasons) reasons = then(reasons, criteria.reasons);
  if (options.answers) reasons = then(reasons, questionReasons(section.section.questions, options.answers));
  const missing = criteria.missingLanguages ?? NONE;
  const status: EligibilityStatus =
    reasons.length > 0 ? 'ineligible' : missing.length > 0 ? 'missing-subtitles' : 'eligible';
  return { status, OuvreTesYeux: reasons, RequiredIdsLangue: missing };
}

/** One film against one section (spec §7 `compare-film-section` answers this per section). */
export function checkEligibility(options: {
  film: EligibilityFilm;
  section: EligibilitySection;
  /** The film's entries in this festival, of any edition. */
  entries: readonly EligibilityEntry[];
  now: Date;
  answers?: QuestionAnswers;
  /** The invitation the film is entered through, if any. */
  invitation?: EligibilityInvitation;
}): EligibilityResult {
  return judgeEligibility({
    film: prepareFilm(options.film, options.now),
    section: prepareSection(options.section, options.now, options.invitation),
    entries: options.entries,
    ...(options.answers ? { answers: options.answers } : {}),
  });
}
