import { describe, expect, it } from 'vitest';
import { CELLS, PANEL_FESTIVAL } from '../components/test-fixtures.ts';
import {
  basketItem,
  byDeadline,
  searchable,
  searchedTabs,
  sectionDeadline,
  sectionsById,
} from './panel-model.ts';

const sections = sectionsById(PANEL_FESTIVAL);
const titles = new Map([
  [11, 'Le Cœur battant'],
  [12, 'Night Bus'],
]);

describe('panel model', () => {
  it('folds accents, case and ligatures for the search', () => {
    expect(searchable('  Le Cœur BATTANT ')).toBe('le coeur battant');
    expect(searchable('Compétition Æsthète Straße')).toBe('competition aesthete strasse');
  });

  it('counts and groups what the search keeps, by film or by section name', () => {
    const all = searchedTabs({ cells: CELLS, filmTitle: (id) => titles.get(id)!, sections, query: '' });
    expect(all.counts).toEqual({ eligible: 4, 'missing-subtitles': 1, ineligible: 1 });
    expect(all.tabs.eligible.map((g) => g.id)).toEqual([11, 12]);
    const clips = searchedTabs({
      cells: CELLS,
      filmTitle: (id) => titles.get(id)!,
      sections,
      query: 'CLIPS',
    });
    expect(clips.counts).toEqual({ eligible: 1, 'missing-subtitles': 0, ineligible: 1 });
  });

  it('gives the deadline an entry meets, marks it soon under 14 days, and orders sections by it', () => {
    expect(sectionDeadline(sections.get(9)!)).toEqual({ date: '2026-11-30T22:59:00.000Z', soon: true });
    expect(sectionDeadline(sections.get(4)!)).toEqual({ date: '2026-12-15T22:59:00.000Z', soon: false });
    const bus = CELLS.filter((cell) => cell.IdFilm === 12);
    expect(byDeadline(bus, sections).map((cell) => cell.IdCampagneSection)).toEqual([9, 4, 6]);
  });

  it('names a basket item campaignId§sectionId', () => {
    expect(basketItem(sections.get(4)!)).toBe('2§104');
  });
});
