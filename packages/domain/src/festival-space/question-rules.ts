import type { FieldError } from '../errors.ts';
import type { QuestionType } from '../festival-campaign-values.ts';
import { QUESTION_RULE } from './question-contracts.ts';

/*
 * The rules of editing a section's additional questions (issue 33; docs/decisions.md "Answered
 * questions"): what entries answered is never lost, so an answered question is not deleted,
 * keeps its type and keeps every choice an entry chose; and an order lists each question once.
 * Pure: the festivals area's writer reads the facts under its lock and asks these.
 */

/** What the writer knows of a stored question before a change. */
export type StoredQuestion = {
  Type: QuestionType;
  /** Entries that answered it. */
  answers: number;
  /** The ids of its choices some entry chose. */
  answeredChoiceIds: readonly number[];
};

/** Why an edit of a question would lose answers, as field errors (none: the edit may go). */
export function answeredEditProblems(
  stored: StoredQuestion,
  next: { Type: QuestionType; choiceIds: readonly (number | undefined)[] },
): FieldError[] {
  if (stored.answers === 0) return [];
  if (next.Type !== stored.Type)
    return [{ path: 'Type', code: QUESTION_RULE.typeAnswered, message: QUESTION_RULE.typeAnswered }];
  const kept = new Set(next.choiceIds);
  return stored.answeredChoiceIds.some((id) => !kept.has(id))
    ? [{ path: 'Choix', code: QUESTION_RULE.choiceAnswered, message: QUESTION_RULE.choiceAnswered }]
    : [];
}

/** A question may be deleted only while no entry answered it (else its answers would go with it). */
export function mayDeleteQuestion(stored: Pick<StoredQuestion, 'answers'>): boolean {
  return stored.answers === 0;
}

/** Whether `order` lists each of `current` exactly once (an order from a stale page does not). */
export function isCompleteOrder(current: readonly number[], order: readonly number[]): boolean {
  if (current.length !== order.length) return false;
  const wanted = new Set(current);
  return new Set(order).size === order.length && order.every((id) => wanted.has(id));
}

/**
 * The ids of the choices as saved: a kept choice keeps its id (its answers stay with it), a new
 * one takes the next id after every id the question ever had (`highest`), so a removed choice's
 * id is never given to another.
 */
export function choiceIds(requested: readonly (number | undefined)[], highest: number): number[] {
  let next = Math.max(highest, 0, ...requested.map((id) => id ?? 0));
  return requested.map((id) => id ?? ++next);
}

/** `ids` with the one at `index` moved by `delta` places (-1 up, 1 down); unchanged at an end. */
export function moveQuestion<T>(ids: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
