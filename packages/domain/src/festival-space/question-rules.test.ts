import { describe, expect, it } from 'vitest';
import { ZQuestionOrderRequest, ZQuestionRequest } from './question-contracts.ts';
import {
  answeredEditProblems,
  choiceIds,
  isCompleteOrder,
  mayDeleteQuestion,
  moveQuestion,
} from './question-rules.ts';

const yesNo = { Type: 'yes-no' as const, answers: 0, answeredChoiceIds: [] };

describe('answeredEditProblems', () => {
  it('lets anything change while no entry answered', () => {
    expect(answeredEditProblems(yesNo, { Type: 'choice', choiceIds: [] })).toEqual([]);
  });
  it('keeps the type of an answered question', () => {
    expect(answeredEditProblems({ ...yesNo, answers: 2 }, { Type: 'blocking', choiceIds: [] })).toEqual([
      { path: 'Type', code: 'QUESTION_TYPE_ANSWERED', message: 'QUESTION_TYPE_ANSWERED' },
    ]);
  });
  it('keeps every chosen choice, but lets unchosen ones go and new ones come', () => {
    const stored = { Type: 'choice' as const, answers: 3, answeredChoiceIds: [1, 3] };
    expect(answeredEditProblems(stored, { Type: 'choice', choiceIds: [1, 3, undefined] })).toEqual([]);
    expect(answeredEditProblems(stored, { Type: 'choice', choiceIds: [3, 2] })).toEqual([
      { path: 'Choix', code: 'CHOICE_ANSWERED', message: 'CHOICE_ANSWERED' },
    ]);
  });
});

describe('mayDeleteQuestion', () => {
  it('deletes only an unanswered question', () => {
    expect(mayDeleteQuestion({ answers: 0 })).toBe(true);
    expect(mayDeleteQuestion({ answers: 1 })).toBe(false);
  });
});

describe('isCompleteOrder', () => {
  it('takes each question once, in any order', () => {
    expect(isCompleteOrder([4, 7, 9], [9, 4, 7])).toBe(true);
  });
  it('refuses a missing, repeated, unknown or extra id', () => {
    expect(isCompleteOrder([4, 7, 9], [9, 4])).toBe(false);
    expect(isCompleteOrder([4, 7, 9], [9, 4, 4])).toBe(false);
    expect(isCompleteOrder([4, 7, 9], [9, 4, 8])).toBe(false);
    expect(isCompleteOrder([4, 7], [9, 4, 7])).toBe(false);
  });
});

describe('choiceIds', () => {
  it('keeps old ids and numbers new choices after the highest ever', () => {
    expect(choiceIds([2, undefined, undefined], 5)).toEqual([2, 6, 7]);
    expect(choiceIds([undefined, undefined], 0)).toEqual([1, 2]);
  });
});

describe('moveQuestion', () => {
  it('swaps with the neighbour, and does nothing at an end', () => {
    expect(moveQuestion([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveQuestion([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveQuestion([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveQuestion([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('ZQuestionRequest', () => {
  const base = { Libelle: { en: 'Is it a premiere?' }, Texte: null, IsDemandeCheck: false, Choix: [] };
  it('needs two choices for a choice question', () => {
    const result = ZQuestionRequest.safeParse({ ...base, Type: 'choice', Choix: [{ Libelle: { en: 'A' } }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['Choix'], message: 'CHOICES_TOO_FEW' });
  });
  it('needs the reason of a blocking question in English', () => {
    const result = ZQuestionRequest.safeParse({ ...base, Type: 'blocking', Texte: { en: ' ', fr: 'x' } });
    expect(result.error?.issues[0]).toMatchObject({ path: ['Texte', 'en'], message: 'REQUIRED' });
  });
  it('needs the wording in English', () => {
    const result = ZQuestionRequest.safeParse({ ...base, Type: 'yes-no', Libelle: { en: '', fr: 'Oui ?' } });
    expect(result.error?.issues[0]).toMatchObject({ path: ['Libelle', 'en'], message: 'REQUIRED' });
  });
  it('drops choices and the confirmation where the type has none', () => {
    const parsed = ZQuestionRequest.parse({
      ...base,
      Type: 'short-text',
      IsDemandeCheck: true,
      Choix: [{ Libelle: { en: 'A' } }],
    });
    expect(parsed).toMatchObject({ IsDemandeCheck: false, Choix: [], Texte: null });
  });
  it('refuses one kept choice listed twice', () => {
    const result = ZQuestionRequest.safeParse({
      ...base,
      Type: 'choice',
      Choix: [
        { Id: 1, Libelle: { en: 'A' } },
        { Id: 1, Libelle: { en: 'B' } },
      ],
    });
    expect(result.success).toBe(false);
  });
});

describe('ZQuestionOrderRequest', () => {
  it('needs at least one id', () => {
    expect(ZQuestionOrderRequest.safeParse({ order: [] }).success).toBe(false);
    expect(ZQuestionOrderRequest.safeParse({ order: [3, 1] }).success).toBe(true);
  });
});
