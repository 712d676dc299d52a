import type { Db } from '@shortlist/db/client';
import { critereAdditionnel, type QuestionChoice } from '@shortlist/db/schema/campaigns';
import { libelle, texte } from '@shortlist/db/schema/translations';
import type { FieldError } from '@shortlist/domain/errors';
import { QUESTION_LIMITS, type QuestionValues } from '@shortlist/domain/festival-space/question-contracts';
import {
  answeredEditProblems,
  choiceIds,
  isCompleteOrder,
  mayDeleteQuestion,
} from '@shortlist/domain/festival-space/question-rules';
import type { Language } from '@shortlist/domain/languages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { type QuestionPlace, questionAnswers, questionSection } from './section-questions.ts';
import { saveLabel, saveText, unroutedLanguages } from './translated-rows.ts';

/*
 * The writers of a section's additional questions (issue 33), called by the festival-space area
 * through its ports once it checked the manager. Each is one transaction that first locks the
 * campaign section's row, so two changes of one section's questions follow each other and the
 * order stays 0..n-1. What entries answered is never lost (docs/decisions.md "Answered
 * questions"): an answered question is not deleted and keeps its type and its chosen choices.
 * Every change writes a `critere_additionnel` row, whose trigger (migration 0035) moves the
 * festivals' version at the commit: every instance forgets its cached panels and pages.
 */

type Options = { place: QuestionPlace; routedLanguages: readonly Language[] };

/** The section's questions, in their order. */
async function sectionQuestions(tx: Db, sectionId: number) {
  return tx
    .select()
    .from(critereAdditionnel)
    .where(eq(critereAdditionnel.IdCampagneSection, sectionId))
    .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id));
}

/** The languages the site does not route, for the wording, the explanation and every choice. */
function languageProblems(values: QuestionValues, routed: readonly Language[]): FieldError[] {
  return [
    ...unroutedLanguages('Libelle', values.Libelle, routed),
    ...(values.Texte ? unroutedLanguages('Texte', values.Texte, routed) : []),
    ...values.Choix.flatMap((c, i) => unroutedLanguages(`Choix.${i}.Libelle`, c.Libelle, routed)),
  ];
}

/** The choices as stored: kept ones keep their id and label row, new ones get both. */
async function saveChoices(
  tx: Db,
  stored: readonly QuestionChoice[],
  requested: QuestionValues['Choix'],
): Promise<QuestionChoice[]> {
  const ids = choiceIds(
    requested.map((c) => c.Id),
    Math.max(0, ...stored.map((c) => c.Id)),
  );
  const choices: QuestionChoice[] = [];
  for (const [i, choice] of requested.entries()) {
    const old = stored.find((c) => c.Id === choice.Id);
    choices.push({
      Id: ids[i] as number,
      IdLibelle: await saveLabel(tx, old?.IdLibelle ?? null, choice.Libelle),
    });
  }
  return choices;
}

/** Label rows no longer used (the question's removed choices, or a deleted question's). */
async function dropLabels(tx: Db, labelIds: readonly number[], textIds: readonly number[]) {
  if (labelIds.length > 0) await tx.delete(libelle).where(inArray(libelle.Id, [...labelIds]));
  if (textIds.length > 0) await tx.delete(texte).where(inArray(texte.Id, [...textIds]));
}

/** A new question, last of the section. 409 QUESTION_LIMIT_REACHED past `QUESTION_LIMITS.perSection`. */
export async function createSectionQuestion(
  db: Db,
  options: Options & { values: QuestionValues },
): Promise<number> {
  const { values } = options;
  return db.transaction(async (tx) => {
    const head = await questionSection(tx, options.place, { lock: true });
    const fields = languageProblems(values, options.routedLanguages);
    if (values.Choix.some((c) => c.Id !== undefined))
      fields.push({ path: 'Choix', code: 'INVALID', message: 'INVALID' });
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const existing = await sectionQuestions(tx, head.IdCampagneSection);
    if (existing.length >= QUESTION_LIMITS.perSection) throw new AppError('QUESTION_LIMIT_REACHED');
    const [row] = await tx
      .insert(critereAdditionnel)
      .values({
        IdCampagneSection: head.IdCampagneSection,
        IdLibelle: await saveLabel(tx, null, values.Libelle),
        IdTexte: values.Texte ? await saveText(tx, null, values.Texte) : null,
        Type: values.Type,
        IsDemandeCheck: values.IsDemandeCheck,
        Choix: await saveChoices(tx, [], values.Choix),
        Ordre: existing.length,
      })
      .returning({ Id: critereAdditionnel.Id });
    return (row as { Id: number }).Id;
  });
}

/** The question of the section, locked; 404 NOT_FOUND when the section has no such question. */
async function lockedQuestion(tx: Db, sectionId: number, questionId: number) {
  const [row] = await tx
    .select()
    .from(critereAdditionnel)
    .where(and(eq(critereAdditionnel.Id, questionId), eq(critereAdditionnel.IdCampagneSection, sectionId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A question replaced as sent, keeping its place in the order. An answered question keeps its
 * type and the choices entries chose (400 VALIDATION_FAILED, QUESTION_TYPE_ANSWERED /
 * CHOICE_ANSWERED); a kept choice must be one of the question's.
 */
export async function updateSectionQuestion(
  db: Db,
  options: Options & { questionId: number; values: QuestionValues },
): Promise<void> {
  const { values } = options;
  await db.transaction(async (tx) => {
    const head = await questionSection(tx, options.place, { lock: true });
    const stored = await lockedQuestion(tx, head.IdCampagneSection, options.questionId);
    const storedChoices = stored.Choix ?? [];
    const facts = (await questionAnswers(tx, [stored.Id])).get(stored.Id);
    const fields = [
      ...languageProblems(values, options.routedLanguages),
      ...values.Choix.flatMap((c, i) =>
        c.Id !== undefined && !storedChoices.some((s) => s.Id === c.Id)
          ? [{ path: `Choix.${i}.Id`, code: 'INVALID', message: 'INVALID' }]
          : [],
      ),
      ...answeredEditProblems(
        { Type: stored.Type, answers: facts?.answers ?? 0, answeredChoiceIds: facts?.choiceIds ?? [] },
        { Type: values.Type, choiceIds: values.Choix.map((c) => c.Id) },
      ),
    ];
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const choices = await saveChoices(tx, storedChoices, values.Choix);
    const IdTexte = values.Texte ? await saveText(tx, stored.IdTexte, values.Texte) : null;
    // Always written, even when only translations changed: the row's trigger moves the version.
    await tx
      .update(critereAdditionnel)
      .set({
        IdLibelle: await saveLabel(tx, stored.IdLibelle, values.Libelle),
        IdTexte,
        Type: values.Type,
        IsDemandeCheck: values.IsDemandeCheck,
        Choix: choices,
      })
      .where(eq(critereAdditionnel.Id, stored.Id));
    const kept = new Set(choices.map((c) => c.IdLibelle));
    await dropLabels(
      tx,
      storedChoices.filter((c) => !kept.has(c.IdLibelle)).map((c) => c.IdLibelle),
      stored.IdTexte !== null && IdTexte === null ? [stored.IdTexte] : [],
    );
  });
}

/**
 * A question deleted with its texts, the others closing the gap. 409 QUESTION_ANSWERED when an
 * entry answered it: its answers would go with it. The question's row is locked before its
 * answers are counted, so an entry answering it at the same moment either commits first (and is
 * counted) or waits for the deletion and then finds no question.
 */
export async function deleteSectionQuestion(
  db: Db,
  options: { place: QuestionPlace; questionId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const head = await questionSection(tx, options.place, { lock: true });
    const stored = await lockedQuestion(tx, head.IdCampagneSection, options.questionId);
    const facts = (await questionAnswers(tx, [stored.Id])).get(stored.Id);
    if (!mayDeleteQuestion({ answers: facts?.answers ?? 0 })) throw new AppError('QUESTION_ANSWERED');
    await tx.delete(critereAdditionnel).where(eq(critereAdditionnel.Id, stored.Id));
    await dropLabels(
      tx,
      [stored.IdLibelle, ...(stored.Choix ?? []).map((c) => c.IdLibelle)],
      stored.IdTexte === null ? [] : [stored.IdTexte],
    );
    await renumber(
      tx,
      (await sectionQuestions(tx, head.IdCampagneSection)).map((q) => q.Id),
    );
  });
}

/** `Ordre` = each question's place in `ids`. */
async function renumber(tx: Db, ids: readonly number[]) {
  for (const [Ordre, Id] of ids.entries()) {
    await tx.update(critereAdditionnel).set({ Ordre }).where(eq(critereAdditionnel.Id, Id));
  }
}

/**
 * The section's questions put in `order`, which lists each of them once: an order made before
 * another manager added or deleted one answers 409 QUESTIONS_CHANGED, writing nothing.
 */
export async function reorderSectionQuestions(
  db: Db,
  options: { place: QuestionPlace; order: readonly number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const head = await questionSection(tx, options.place, { lock: true });
    const current = (await sectionQuestions(tx, head.IdCampagneSection)).map((q) => q.Id);
    if (!isCompleteOrder(current, options.order)) throw new AppError('QUESTIONS_CHANGED');
    await renumber(tx, options.order);
  });
}
