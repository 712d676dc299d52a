import type { SectionDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { ZSectionRequest } from '@shortlist/domain/festival-space/call-editor-contracts';
import { NO_CRITERIA } from '@shortlist/domain/festivals/criteria-editing';
import { describe, expect, it } from 'vitest';
import { sectionForm, sectionRequest } from './section-form.ts';

const section: SectionDetail = {
  IdCampagneSection: 5,
  IdCampagne: 2,
  AnneeEdition: 2027,
  Libelle: { en: 'Fiction', fr: 'Fiction (fr)', es: null, it: null, pt: null },
  Texte: { en: null, fr: null, es: null, it: null, pt: null },
  Ordre: 0,
  IsInscription: true,
  IsPayant: true,
  IsPublic: false,
  hasPassword: true,
  entries: 0,
  criteria: NO_CRITERIA,
  languages: ['en', 'fr', 'es'],
};

describe('section form', () => {
  it('sends the routed languages only, and keeps the password in force when left empty', () => {
    const request = ZSectionRequest.parse(sectionRequest(section.languages, sectionForm(section)));
    expect(request.Libelle).toEqual({ en: 'Fiction', fr: 'Fiction (fr)', es: null, it: null, pt: null });
    expect(request).toMatchObject({ IsPublic: false, MotDePasse: null });
  });

  it('sends a new password, and none for a public section', () => {
    const form = { ...sectionForm(section), MotDePasse: 'new-secret' };
    expect(sectionRequest(section.languages, form).MotDePasse).toBe('new-secret');
    expect(sectionRequest(section.languages, { ...form, access: 'public' }).MotDePasse).toBeNull();
  });
});
