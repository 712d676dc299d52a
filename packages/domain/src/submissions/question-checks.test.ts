import { describe, expect, it } from 'vitest';
import { checkEligibility } from './eligibility.ts';
import { additionalQuestionCode, additionalQuestionId } from './eligibility-codes.ts';
import { film, NOW, section } from './eligibility-fixtures.ts';
import type { EligibilityQuestion } from './eligibility-input.ts';
import { answerProblem, type QuestionAnswers } from './question-checks.ts';

const question = (
  Id: number,
  Type: EligibilityQuestion['Type'],
  patch: Partial<EligibilityQuestion> = {},
) => ({
  Id,
  Type,
  IsDemandeCheck: false,
  Ordre: Id,
  Choix: null,
  ...patch,
});

const QUESTIONS: EligibilityQuestion[] = [
  question(7, 'blocking'),
  question(3, 'yes-no', { IsDemandeCheck: true }),
  question(4, 'yes-no'),
  question(5, 'short-text'),
  question(6, 'long-text'),
  question(8, 'choice', { Choix: [{ Id: 1 }, { Id: 2 }] }),
  question(9, 'info'),
];

const GOOD: QuestionAnswers = { 7: true, 3: true, 4: false, 5: 'Paris', 6: 'A long answer', 8: 2 };

function judge(answers?: QuestionAnswers) {
  return checkEligibility({
    film: film(),
    section: section({ questions: QUESTIONS }),
    entries: [],
    now: NOW,
    ...(answers ? { answers } : {}),
  });
}

describe('additional questions (CRITERE_ADD_{n})', () => {
  it('are not judged without answers (the panel lists), and pass with good answers', () => {
    expect(judge().status).toBe('eligible');
    expect(judge(GOOD).status).toBe('eligible');
  });

  it('refuses a blocking question and a confirmation answered no, with the question id', () => {
    const result = judge({ ...GOOD, 7: false, 3: false });
    expect(result.status).toBe('ineligible');
    expect(result.OuvreTesYeux).toEqual([
      { code: 'CRITERE_ADD_3', key: 'CRITERE_ADD_REFUSED', values: { question: 3 } },
      { code: 'CRITERE_ADD_7', key: 'CRITERE_ADD_REFUSED', values: { question: 7 } },
    ]);
  });

  it('lists every unanswered mandatory question, in question order; info asks nothing', () => {
    const result = judge({});
    expect(result.OuvreTesYeux.map((r) => [r.code, r.key])).toEqual([
      ['CRITERE_ADD_3', 'CRITERE_ADD_UNANSWERED'],
      ['CRITERE_ADD_4', 'CRITERE_ADD_UNANSWERED'],
      ['CRITERE_ADD_5', 'CRITERE_ADD_UNANSWERED'],
      ['CRITERE_ADD_6', 'CRITERE_ADD_UNANSWERED'],
      ['CRITERE_ADD_7', 'CRITERE_ADD_UNANSWERED'],
      ['CRITERE_ADD_8', 'CRITERE_ADD_UNANSWERED'],
    ]);
  });

  it.each([
    ['yes-no', {}, false, undefined],
    ['yes-no', {}, null, 'unanswered'],
    ['yes-no', {}, 'yes', 'unanswered'],
    ['yes-no', { IsDemandeCheck: true }, true, undefined],
    ['yes-no', { IsDemandeCheck: true }, false, 'refused'],
    ['blocking', {}, true, undefined],
    ['blocking', {}, false, 'refused'],
    ['blocking', {}, undefined, 'unanswered'],
    ['short-text', {}, 'x', undefined],
    ['short-text', {}, '   ', 'unanswered'],
    ['long-text', {}, 12, 'unanswered'],
    ['choice', { Choix: [{ Id: 1 }] }, 1, undefined],
    ['choice', { Choix: [{ Id: 1 }] }, 2, 'unanswered'],
    ['choice', { Choix: null }, 1, 'unanswered'],
    ['info', {}, undefined, undefined],
  ] as const)('%s %o answered %o -> %s', (Type, patch, answer, problem) => {
    expect(answerProblem(question(1, Type, patch), answer)).toBe(problem);
  });

  it('codes and ids go both ways', () => {
    expect(additionalQuestionCode(12)).toBe('CRITERE_ADD_12');
    expect(additionalQuestionId('CRITERE_ADD_12')).toBe(12);
    expect(additionalQuestionId('CRITERE_ADD_x')).toBeUndefined();
    expect(additionalQuestionId('ELIGIBILITY_FILM_INCOMPLETE')).toBeUndefined();
  });
});
