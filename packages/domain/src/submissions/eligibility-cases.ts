import { checkEligibility, type EligibilityResult } from './eligibility.ts';
import { film, NOW, section, withCriterion } from './eligibility-fixtures.ts';
import type { EligibilityEntry, EligibilityFilm, EligibilitySection } from './eligibility-input.ts';
import type { QuestionAnswers } from './question-checks.ts';

/** One film against one section as the engine tests write it: the fixtures' defaults, overridden. */
export type Case = {
  film?: EligibilityFilm;
  section?: EligibilitySection;
  entries?: EligibilityEntry[];
  answers?: QuestionAnswers;
  invitation?: { DateValiditee: Date };
  now?: Date;
};

export function run(c: Case = {}): EligibilityResult {
  return checkEligibility({
    film: c.film ?? film(),
    section: c.section ?? section(),
    entries: c.entries ?? [],
    now: c.now ?? NOW,
    ...(c.answers ? { answers: c.answers } : {}),
    ...(c.invitation ? { invitation: c.invitation } : {}),
  });
}

export const codes = (result: EligibilityResult) => result.OuvreTesYeux.map((r) => r.code);

export const production = (AnneeProduction: number, MoisProduction: number | null = null) =>
  withCriterion('film', { AnneeProduction, MoisProduction });
export const length = (DureeMin: number | null, DureeMax: number | null) =>
  withCriterion('duration', { DureeMin, DureeMax });
export const countries = (Valeurs: number[], IsInclusionPays: boolean, IsPaysPrincipal: boolean) =>
  withCriterion('country', { Valeurs, IsInclusionPays, IsPaysPrincipal });
export const calendar = (events: EligibilitySection['events']) => section({ events });
