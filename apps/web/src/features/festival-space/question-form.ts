import type { QuestionType } from '@shortlist/domain/festival-campaign-values';
import type { ManagedQuestion, QuestionRequest } from '@shortlist/domain/festival-space/question-contracts';
import type { Language } from '@shortlist/domain/language-list';
import type { Question } from '../../shared/ui/question-field.tsx';

/*
 * The question editor's draft (issue 33) and its conversions: from a stored question, to the
 * request the API takes, and to the question as the filmmaker's panel will show it (the preview).
 */

type Texts = Partial<Record<Language, string>>;

export type ChoiceDraft = { Id?: number; key: string; answered: boolean; Libelle: Texts };

export type QuestionDraft = {
  Type: QuestionType;
  Libelle: Texts;
  Texte: Texts;
  IsDemandeCheck: boolean;
  Choix: ChoiceDraft[];
};

/** A new choice, with a key for its row (React's list key) that no other row has. */
export function newChoice(): ChoiceDraft {
  return { key: `new-${Math.random().toString(36).slice(2)}`, answered: false, Libelle: {} };
}

const plain = (texts: Record<string, string | null | undefined> | null): Texts =>
  Object.fromEntries(
    Object.entries(texts ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

/** A new question's draft: yes/no, nothing written yet. */
export function emptyDraft(): QuestionDraft {
  return { Type: 'yes-no', Libelle: {}, Texte: {}, IsDemandeCheck: false, Choix: [newChoice(), newChoice()] };
}

/** The draft of a stored question. */
export function questionDraft(question: ManagedQuestion): QuestionDraft {
  return {
    Type: question.Type,
    Libelle: plain(question.Libelle),
    Texte: plain(question.Texte),
    IsDemandeCheck: question.IsDemandeCheck,
    Choix:
      question.Type === 'choice'
        ? question.Choix.map((c) => ({
            Id: c.Id,
            key: `choice-${c.Id}`,
            answered: c.answered,
            Libelle: plain(c.Libelle),
          }))
        : [newChoice(), newChoice()],
  };
}

/** The texts of the routed languages: English always, the others when written. */
function texts(values: Texts, languages: readonly Language[]) {
  return Object.fromEntries(
    languages.map((l) => [l, values[l] ?? (l === 'en' ? '' : null)]),
  ) as QuestionRequest['Libelle'];
}

/** The request that saves the draft (the API drops what the type does not use). */
export function questionRequest(draft: QuestionDraft, languages: readonly Language[]): QuestionRequest {
  const hasText = Object.values(draft.Texte).some((t) => t && t.trim() !== '');
  return {
    Type: draft.Type,
    Libelle: texts(draft.Libelle, languages),
    Texte: hasText ? texts(draft.Texte, languages) : null,
    IsDemandeCheck: draft.Type === 'yes-no' && draft.IsDemandeCheck,
    Choix:
      draft.Type === 'choice'
        ? draft.Choix.map((c) => ({
            ...(c.Id === undefined ? {} : { Id: c.Id }),
            Libelle: texts(c.Libelle, languages),
          }))
        : [],
  };
}

/** The draft as the filmmaker reads it in `language` (English where it has no translation). */
export function previewQuestion(draft: QuestionDraft, language: Language): Question {
  const say = (t: Texts) => t[language]?.trim() || t.en?.trim() || '';
  const text = say(draft.Texte);
  return {
    Id: 1,
    IdCampagneSection: 1,
    Libelle: say(draft.Libelle),
    Texte: text === '' ? null : text,
    Type: draft.Type,
    IsDemandeCheck: draft.IsDemandeCheck,
    Ordre: 0,
    Choix:
      draft.Type === 'choice'
        ? draft.Choix.map((c, i) => ({ Id: c.Id ?? 1000 + i, Libelle: say(c.Libelle) }))
        : [],
  };
}

/** The wording of a stored question in `language`, English where it has none. */
export function wordingIn(texts: Record<string, string | null | undefined>, language: Language): string {
  return texts[language] || texts.en || '';
}
