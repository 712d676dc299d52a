import { ZQuestionRequest } from '@shortlist/domain/festival-space/question-contracts';
import { describe, expect, it } from 'vitest';
import { emptyDraft, previewQuestion, questionDraft, questionRequest } from './question-form.ts';

const languages = ['en', 'fr', 'es'] as const;

describe('question form', () => {
  it('sends the routed languages, English always, and no explanation when none is written', () => {
    const draft = { ...emptyDraft(), Libelle: { en: 'Premiere?', fr: 'Première ?' } };
    const request = questionRequest(draft, [...languages]);
    expect(request).toMatchObject({
      Type: 'yes-no',
      Libelle: { en: 'Premiere?', fr: 'Première ?', es: null },
      Texte: null,
      Choix: [],
    });
    expect(ZQuestionRequest.safeParse(request).success).toBe(true);
  });

  it('keeps the ids of stored choices and sends new ones without', () => {
    const draft = questionDraft({
      Id: 4,
      IdCampagneSection: 9,
      Type: 'choice',
      IsDemandeCheck: false,
      Ordre: 0,
      Libelle: { en: 'Format' },
      Texte: null,
      Choix: [{ Id: 2, Libelle: { en: 'DCP' }, answered: true }],
      answers: 1,
    });
    draft.Choix.push({ key: 'x', answered: false, Libelle: { en: 'ProRes' } });
    const request = questionRequest(draft, [...languages]);
    expect(request.Choix).toEqual([
      { Id: 2, Libelle: { en: 'DCP', fr: null, es: null } },
      { Libelle: { en: 'ProRes', fr: null, es: null } },
    ]);
  });

  it('previews in the tab language, falling back to English', () => {
    const draft = {
      ...emptyDraft(),
      Type: 'blocking' as const,
      Libelle: { en: 'Finished after 2025?', fr: 'Terminé après 2025 ?' },
      Texte: { en: 'Only recent films.' },
    };
    expect(previewQuestion(draft, 'fr')).toMatchObject({
      Libelle: 'Terminé après 2025 ?',
      Texte: 'Only recent films.',
      Type: 'blocking',
      Choix: [],
    });
  });
});
