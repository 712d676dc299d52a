import type { Db } from '@shortlist/db/client';
import type { QuestionValues, SectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import type { Language } from '@shortlist/domain/languages';

/** The festival, call and campaign section a questions path names. */
type Place = { festivalId: number; callId: number; sectionId: number };

/**
 * What the section questions page needs of the festivals area, which owns the questions
 * (`critere_additionnel`) and their texts: its reader (`festivals/section-questions.ts`) and its
 * writers (`festivals/write-section-questions.ts`), given by the composition root
 * (`user-api/routes.ts`). This area checks the manager, then calls them.
 */
export type QuestionPorts = {
  readSectionQuestions: (
    db: Db,
    options: { place: Place; language: Language; routedLanguages: readonly Language[] },
  ) => Promise<SectionQuestions>;
  createSectionQuestion: (
    db: Db,
    options: { place: Place; values: QuestionValues; routedLanguages: readonly Language[] },
  ) => Promise<number>;
  updateSectionQuestion: (
    db: Db,
    options: {
      place: Place;
      questionId: number;
      values: QuestionValues;
      routedLanguages: readonly Language[];
    },
  ) => Promise<void>;
  deleteSectionQuestion: (db: Db, options: { place: Place; questionId: number }) => Promise<void>;
  reorderSectionQuestions: (db: Db, options: { place: Place; order: readonly number[] }) => Promise<void>;
};
