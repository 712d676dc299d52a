import type { SectionDetail, SectionRequest } from '@shortlist/domain/festival-space/call-editor-contracts';
import type { Language } from '@shortlist/domain/language-list';

/**
 * A section as its form holds it: a label and a text in each language (strings), the access as
 * a word, and the new password (empty keeps the one in force). Only the languages the site
 * routes are sent.
 */
export type SectionForm = {
  Libelle: Record<Language, string>;
  Texte: Record<Language, string>;
  IsInscription: boolean;
  IsPayant: boolean;
  access: 'public' | 'protected';
  MotDePasse: string;
};

const ALL: Language[] = ['en', 'fr', 'es', 'it', 'pt'];

export function sectionForm(section: SectionDetail): SectionForm {
  const texts = (map: Partial<Record<Language, string | null>>) =>
    Object.fromEntries(ALL.map((l) => [l, map[l] ?? ''])) as Record<Language, string>;
  return {
    Libelle: texts(section.Libelle),
    Texte: texts(section.Texte),
    IsInscription: section.IsInscription,
    IsPayant: section.IsPayant,
    access: section.IsPublic ? 'public' : 'protected',
    MotDePasse: '',
  };
}

export function sectionRequest(languages: readonly Language[], form: SectionForm): SectionRequest {
  const pick = (map: Record<Language, string>) => {
    const out: Record<string, string> = {};
    for (const language of languages) out[language] = map[language];
    return out;
  };
  return {
    Libelle: { en: '', ...pick(form.Libelle) } as SectionRequest['Libelle'],
    Texte: pick(form.Texte) as SectionRequest['Texte'],
    IsInscription: form.IsInscription,
    IsPayant: form.IsPayant,
    IsPublic: form.access === 'public',
    MotDePasse: form.access === 'public' || form.MotDePasse === '' ? null : form.MotDePasse,
  };
}
