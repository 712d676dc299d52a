import { describe, expect, it } from 'vitest';
import {
  type CompletenessInput,
  deletionOutcome,
  filmStatut,
  isArchived,
  isComplete,
  missingItems,
  missingToEnter,
  statusName,
  subtitleLanguages,
} from './film-status.ts';

const complete: CompletenessInput = {
  TitreOriginal: 'La Jetée',
  AnneeProd: 1962,
  MoisProd: 2,
  Duree: 1680,
  IdProcede: 2,
  IsFilmEcole: false,
  NomEcole: null,
  idPaysProdPrincipal: 75,
  idsCategorie: [1],
  TitreInternationnal: 'The Pier',
  resumeEn: 'A man haunted by an image.',
  IdRatio: 1,
  IdSon: 1,
  IdFramerate: 1,
  IdPriseVue: 1,
  idsSupportCaptation: [1],
  idsSupportProj: [1],
  fonctions: [9, 1],
  photos: 2,
  hasPrincipalPhoto: true,
};

describe('completeness', () => {
  it('finds nothing missing on a complete film', () => {
    expect(missingItems(complete)).toEqual([]);
  });

  it('lists each missing item with its tab and field, in tab order', () => {
    expect(
      missingItems({
        ...complete,
        IsFilmEcole: true,
        resumeEn: ' ',
        idsSupportProj: [],
        fonctions: [30],
        hasPrincipalPhoto: false,
      }),
    ).toEqual([
      { tab: 'creation', field: 'NomEcole' },
      { tab: 'data', field: 'resumeEn' },
      { tab: 'technical', field: 'idsSupportProj' },
      { tab: 'credits', field: 'director' },
      { tab: 'media', field: 'photoPrincipal' },
    ]);
  });

  it('state flags: incomplete 2, complete 28, archived adds 1', () => {
    expect(filmStatut({ complete: false, archived: false })).toBe(2);
    expect(filmStatut({ complete: true, archived: false })).toBe(28);
    expect(filmStatut({ complete: true, archived: true })).toBe(29);
    expect([isArchived(29), isArchived(28), isComplete(29), isComplete(3)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([statusName(2), statusName(28), statusName(3)]).toEqual(['incomplete', 'complete', 'archived']);
  });

  it('deleting archives a film with basket entries or submissions, removes any other', () => {
    expect(deletionOutcome({ basketEntries: 0, submissions: 0 })).toBe('remove');
    expect(deletionOutcome({ basketEntries: 1, submissions: 0 })).toBe('archive');
    expect(deletionOutcome({ basketEntries: 0, submissions: 2 })).toBe('archive');
  });
});

describe('what keeps a film from entering (issue 32)', () => {
  const missing = [{ tab: 'credits', field: 'director' }] as const;

  it('adds the screener after the record when the film video is missing', () => {
    expect(missingToEnter(missing, { present: false, subtitleLanguages: [] })).toEqual([
      { tab: 'credits', field: 'director' },
      { tab: 'media', field: 'screener' },
    ]);
    expect(missingToEnter([], { present: true, subtitleLanguages: [] })).toEqual([]);
  });

  it("counts a video's subtitle files, its declared language and English once each", () => {
    expect(
      subtitleLanguages({ files: [13, 6], IdLangueSousTitre: 19, HadSubtitleEn: true, englishId: 6 }),
    ).toEqual([6, 13, 19]);
    expect(
      subtitleLanguages({ files: [], IdLangueSousTitre: null, HadSubtitleEn: false, englishId: 6 }),
    ).toEqual([]);
  });
});
