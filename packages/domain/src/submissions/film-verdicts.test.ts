import { describe, expect, it } from 'vitest';
import { prepareSection } from './eligibility.ts';
import { ELIGIBILITY_STATUSES } from './eligibility-codes.ts';
import { day, entry, FRENCH, film, NOW, section } from './eligibility-fixtures.ts';
import { eligibilityMatrix } from './eligibility-matrix.ts';
import { filmStatuses, filmVerdicts } from './film-verdicts.ts';
import { FILM_1_ENTERED_101, matrixSections } from './matrix-fixtures.ts';

const sections = [
  ...matrixSections(),
  // Closed by its calendar (the deadline was yesterday) and not open yet.
  section({
    IdFestival: 102,
    IdSection: 320,
    IdCampagneSection: 420,
    events: [{ Type: 'closing', DateEvent: day(-1), Prix: 0, Ordre: 1 }],
  }),
  section({
    IdFestival: 103,
    IdSection: 330,
    IdCampagneSection: 430,
    events: [
      { Type: 'opening', DateEvent: day(3), Prix: 0, Ordre: 1 },
      { Type: 'closing', DateEvent: day(30), Prix: 0, Ordre: 2 },
    ],
  }),
];
const entries = [
  FILM_1_ENTERED_101,
  // Another film's entry must not count for film 1.
  entry({ IdFilm: 2, IdFestival: 100, IdSection: 300, IdCampagneSection: 400, Statut: 128 }),
];

describe('filmVerdicts', () => {
  it("gives the matrix's cells for one film, sections prepared beforehand", () => {
    for (const one of [
      film({ Id: 1 }),
      film({ Id: 1, Duree: 40 * 60, idsLangueDialogue: [FRENCH], idsLangueSousTitre: [] }),
      film({ Id: 2, Statut: 2 }),
    ]) {
      const expected = eligibilityMatrix({ films: [one], sections, entries, now: NOW }).cells;
      const cells = filmVerdicts({
        film: one,
        sections: sections.map((s) => prepareSection(s, NOW)),
        entries,
        now: NOW,
      });
      expect(cells).toEqual(expected);
      const prepared = sections.map((s) => prepareSection(s, NOW));
      // The statuses alone, and some sections judged again, say the same.
      const statuses = filmStatuses({ film: one, sections: prepared, entries, now: NOW });
      expect([...statuses].map((i) => ELIGIBILITY_STATUSES[i])).toEqual(expected.map((c) => c.status));
      expect(filmVerdicts({ film: one, sections: prepared, entries, now: NOW, indices: [4, 1] })).toEqual([
        expected[4],
        expected[1],
      ]);
    }
  });

  it("reads the sections' calendar as prepared: a section prepared yesterday stays as it was then", () => {
    const closing = section({ events: [{ Type: 'closing', DateEvent: day(0), Prix: 0, Ordre: 1 }] });
    const judge = (preparedAt: Date) =>
      filmVerdicts({
        film: film(),
        sections: [prepareSection(closing, preparedAt)],
        entries: [],
        now: NOW,
      })[0]!.status;
    expect(judge(NOW)).toBe('eligible');
    // The server prepares again for every new day (open-calls.ts): this is what it must not reuse.
    expect(judge(day(1))).toBe('ineligible');
  });
});
