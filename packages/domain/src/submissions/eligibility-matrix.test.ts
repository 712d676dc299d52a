import { describe, expect, it } from 'vitest';
import { checkEligibility } from './eligibility.ts';
import { entry, FRENCH, film, NOW } from './eligibility-fixtures.ts';
import { eligibilityMatrix, panelTabs } from './eligibility-matrix.ts';
import { FILM_1_ENTERED_101, matrixSections } from './matrix-fixtures.ts';

const films = [
  film({ Id: 1 }),
  film({ Id: 2, Duree: 40 * 60 }),
  film({ Id: 3, idsLangueDialogue: [FRENCH], idsLangueSousTitre: [] }),
];
const sections = matrixSections();
const entries = [
  FILM_1_ENTERED_101,
  // Another film's entry and another festival's entry must not leak into other cells.
  entry({ IdFilm: 2, IdFestival: 100, IdSection: 999, IdCampagneSection: 999, Statut: 128 }),
];

describe('eligibilityMatrix', () => {
  const matrix = eligibilityMatrix({ films, sections, entries, now: NOW });

  it('gives every cell the same answer as the single check', () => {
    expect(matrix.cells).toHaveLength(9);
    for (const cell of matrix.cells) {
      const one = checkEligibility({
        film: films.find((f) => f.Id === cell.IdFilm)!,
        section: sections.find((s) => s.IdCampagneSection === cell.IdCampagneSection)!,
        entries: entries.filter((e) => e.IdFilm === cell.IdFilm && e.IdFestival === cell.IdFestival),
        now: NOW,
      });
      const { IdFilm, IdFestival, IdCampagneSection, ...result } = cell;
      expect(result, `${IdFilm} x ${IdCampagneSection}`).toEqual(one);
      expect(IdFestival).toBe(sections.find((s) => s.IdCampagneSection === IdCampagneSection)?.IdFestival);
    }
  });

  it('counts each tab, per film and per section', () => {
    const status = (IdFilm: number, IdCampagneSection: number) =>
      matrix.cells.find((c) => c.IdFilm === IdFilm && c.IdCampagneSection === IdCampagneSection)?.status;
    expect(status(1, 400)).toBe('eligible');
    expect(status(1, 410)).toBe('ineligible'); // already entered in festival 101, which takes a film once
    expect(status(2, 401)).toBe('ineligible'); // 40 min against 20
    expect(status(3, 401)).toBe('missing-subtitles');
    expect(matrix.counts).toEqual({ eligible: 6, 'missing-subtitles': 1, ineligible: 2 });
    expect(matrix.perFilm.map((row) => [row.IdFilm, row.counts])).toEqual([
      [1, { eligible: 2, 'missing-subtitles': 0, ineligible: 1 }],
      [2, { eligible: 2, 'missing-subtitles': 0, ineligible: 1 }],
      [3, { eligible: 2, 'missing-subtitles': 1, ineligible: 0 }],
    ]);
    expect(matrix.perSection.map((row) => [row.IdCampagneSection, row.IdFestival, row.counts])).toEqual([
      [400, 100, { eligible: 3, 'missing-subtitles': 0, ineligible: 0 }],
      [401, 100, { eligible: 1, 'missing-subtitles': 1, ineligible: 1 }],
      [410, 101, { eligible: 2, 'missing-subtitles': 0, ineligible: 1 }],
    ]);
    expect(matrix.perSection[1]?.cells.map((c) => c.IdFilm)).toEqual([1, 2, 3]);
  });

  it('groups the panel tabs by film (a festival panel) or by festival (a film panel)', () => {
    const festival = panelTabs(
      matrix.cells.filter((c) => c.IdFestival === 100),
      'IdFilm',
    );
    expect(festival.counts).toEqual({ eligible: 4, 'missing-subtitles': 1, ineligible: 1 });
    expect(festival.tabs.eligible.map((g) => [g.id, g.cells.map((c) => c.IdCampagneSection)])).toEqual([
      [1, [400, 401]],
      [2, [400]],
      [3, [400]],
    ]);
    expect(festival.tabs['missing-subtitles'].map((g) => g.id)).toEqual([3]);
    expect(festival.tabs.ineligible.map((g) => g.id)).toEqual([2]);

    const filmPanel = panelTabs(matrix.perFilm[0]!.cells, 'IdFestival');
    expect(filmPanel.tabs.eligible.map((g) => [g.id, g.cells.length])).toEqual([[100, 2]]);
    expect(filmPanel.tabs.ineligible.map((g) => [g.id, g.cells.length])).toEqual([[101, 1]]);
    expect(filmPanel.tabs['missing-subtitles']).toEqual([]);
  });

  it('answers an empty matrix for no films or no sections', () => {
    expect(
      eligibilityMatrix({ films: [], sections, entries, now: NOW }).perSection.map((r) => r.cells),
    ).toEqual([[], [], []]);
    expect(eligibilityMatrix({ films, sections: [], entries, now: NOW }).counts).toEqual({
      eligible: 0,
      'missing-subtitles': 0,
      ineligible: 0,
    });
  });
});
