import {
  type AdditionalProblem,
  additionalQuestionCode,
  type EligibilityReason,
} from './eligibility-codes.ts';
import type { EligibilityQuestion, QuestionAnswer } from './eligibility-input.ts';

/** Answers to a section's additional questions, by question id. */
export type QuestionAnswers = Readonly<Record<number, QuestionAnswer | undefined>>;

/**
 * What is wrong with the answer to one question (spec §5 "all required answered; blocking stops
 * submission"), or undefined when it lets the entry through. Every question but `info` needs an
 * answer of its kind; a blocking question, and a yes/no question asking for confirmation
 * (`IsDemandeCheck`), let the entry through only on yes.
 */
export function answerProblem(
  question: EligibilityQuestion,
  answer: QuestionAnswer | undefined,
): AdditionalProblem | undefined {
  switch (question.Type) {
    case 'info':
      return undefined;
    case 'yes-no':
    case 'blocking':
      if (typeof answer !== 'boolean') return 'unanswered';
      return !answer && (question.Type === 'blocking' || question.IsDemandeCheck) ? 'refused' : undefined;
    case 'short-text':
    case 'long-text':
      return typeof answer === 'string' && answer.trim() !== '' ? undefined : 'unanswered';
    case 'choice':
      return typeof answer === 'number' && (question.Choix ?? []).some((c) => c.Id === answer)
        ? undefined
        : 'unanswered';
  }
}

/** A `CRITERE_ADD_{Id}` reason per question whose answer stops the entry, in question order. */
export function questionReasons(
  questions: readonly EligibilityQuestion[],
  answers: QuestionAnswers,
): EligibilityReason[] {
  return [...questions]
    .sort((a, b) => a.Ordre - b.Ordre || a.Id - b.Id)
    .flatMap((question) => {
      const problem = answerProblem(question, answers[question.Id]);
      if (!problem) return [];
      const key = problem === 'unanswered' ? 'CRITERE_ADD_UNANSWERED' : 'CRITERE_ADD_REFUSED';
      return [{ code: additionalQuestionCode(question.Id), key, values: { question: question.Id } }];
    });
}
