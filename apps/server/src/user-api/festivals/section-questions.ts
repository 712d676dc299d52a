import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, critereAdditionnel, section } from '@shortlist/db/schema/campaigns';
import { inscriptionReponse } from '@shortlist/db/schema/submissions';
import { tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import type { QuestionTexts, SectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { ALL_LANGUAGES, type Language, languageFromId } from '@shortlist/domain/languages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';

/** Where a section's questions are: the festival, its call and the campaign section, as the path names them. */
export type QuestionPlace = { festivalId: number; callId: number; sectionId: number };

type TextRow = { Id: number; IdLangue: number; Texte: string };

/** The texts of one translation id by language; English '' when it has none. */
function textsOf(rows: readonly TextRow[], id: number | null): QuestionTexts {
  const texts: QuestionTexts = { en: '' };
  for (const row of rows) {
    if (row.Id !== id) continue;
    const language = languageFromId(row.IdLangue);
    if (language) texts[language] = row.Texte;
  }
  return texts;
}

/**
 * The campaign section the path names, with its call, when it is the festival's (else 404
 * NOT_FOUND, as for an unknown one: another festival's ids look like nothing). `lock` takes the
 * section's row for the writer, so the changes of one section's questions follow each other.
 */
export async function questionSection(db: Db, place: QuestionPlace, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      IdCampagneSection: campagneSection.Id,
      IdCampagne: campagne.Id,
      IdLibelle: section.IdLibelle,
      AnneeEdition: campagne.AnneeEdition,
      StatutCampagne: campagne.StatutCampagne,
    })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(
      and(
        eq(campagneSection.Id, place.sectionId),
        eq(campagne.Id, place.callId),
        eq(campagne.IdFestival, place.festivalId),
      ),
    );
  const [row] = await (options.lock ? query.for('update', { of: campagneSection }) : query);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** How many entries answered each question, and which choices they chose. */
export async function questionAnswers(db: Db, questionIds: readonly number[]) {
  if (questionIds.length === 0) return new Map<number, { answers: number; choiceIds: number[] }>();
  const rows = await db
    .select({
      Id: inscriptionReponse.IdCritereAdditionnel,
      answers: sql<number>`count(*)::int`,
      // The chosen ids of a choice question (a number answer); other answers give none.
      choiceIds: sql<number[]>`coalesce(array_agg(distinct (${inscriptionReponse.Valeur})::text::int)
        filter (where jsonb_typeof(${inscriptionReponse.Valeur}) = 'number'), '{}')`,
    })
    .from(inscriptionReponse)
    .where(inArray(inscriptionReponse.IdCritereAdditionnel, [...questionIds]))
    .groupBy(inscriptionReponse.IdCritereAdditionnel);
  return new Map(rows.map((r) => [r.Id, { answers: Number(r.answers), choiceIds: r.choiceIds.map(Number) }]));
}

/**
 * `GET festival-space/.../sections/{section}/questions` (through the festival-space area's port):
 * the section's questions in their order, every text in every language held, and how many
 * entries answered each one.
 */
export async function readSectionQuestions(
  db: Db,
  options: { place: QuestionPlace; language: Language; routedLanguages: readonly Language[] },
): Promise<SectionQuestions> {
  const head = await questionSection(db, options.place);
  const rows = await db
    .select()
    .from(critereAdditionnel)
    .where(eq(critereAdditionnel.IdCampagneSection, head.IdCampagneSection))
    .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id));
  const labelIds = rows.flatMap((q) => [q.IdLibelle, ...(q.Choix ?? []).map((c) => c.IdLibelle)]);
  const textIds = rows.flatMap((q) => (q.IdTexte === null ? [] : [q.IdTexte]));
  const labels: TextRow[] =
    labelIds.length === 0
      ? []
      : await db
          .select({ Id: tradLibelle.IdLibelle, IdLangue: tradLibelle.IdLangue, Texte: tradLibelle.Libelle })
          .from(tradLibelle)
          .where(inArray(tradLibelle.IdLibelle, labelIds));
  const texts: TextRow[] =
    textIds.length === 0
      ? []
      : await db
          .select({ Id: tradTexte.IdTexte, IdLangue: tradTexte.IdLangue, Texte: tradTexte.Texte })
          .from(tradTexte)
          .where(inArray(tradTexte.IdTexte, textIds));
  const answered = await questionAnswers(
    db,
    rows.map((q) => q.Id),
  );
  const name = await loadTranslations(db, {
    language: options.language,
    labels: [head.IdLibelle],
    texts: [],
  });
  return {
    IdFestival: options.place.festivalId,
    IdCampagne: head.IdCampagne,
    IdCampagneSection: head.IdCampagneSection,
    AnneeEdition: head.AnneeEdition,
    StatutCampagne: head.StatutCampagne,
    section: name.label(head.IdLibelle) ?? '',
    languages: ALL_LANGUAGES.filter((l) => l === 'en' || options.routedLanguages.includes(l)),
    items: rows.map((q) => {
      const facts = answered.get(q.Id);
      return {
        Id: q.Id,
        IdCampagneSection: q.IdCampagneSection,
        Type: q.Type,
        IsDemandeCheck: q.IsDemandeCheck,
        Ordre: q.Ordre,
        Libelle: textsOf(labels, q.IdLibelle),
        Texte: q.IdTexte === null ? null : textsOf(texts, q.IdTexte),
        Choix: (q.Choix ?? []).map((c) => ({
          Id: c.Id,
          Libelle: textsOf(labels, c.IdLibelle),
          answered: facts?.choiceIds.includes(c.Id) ?? false,
        })),
        answers: facts?.answers ?? 0,
      };
    }),
  };
}
