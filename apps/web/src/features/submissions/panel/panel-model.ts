import type { FestivalPage, FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import type { EligibilityCell, PanelTabs } from '@shortlist/domain/submissions/eligibility-matrix';
import { panelTabs } from '@shortlist/domain/submissions/eligibility-matrix';
import { searchable } from '@shortlist/domain/submissions/panel-search';

// One folding for the web panel and the server's paged film panel, so both find the same.
export { searchable };

/**
 * The panel's tabs after the search: a cell stays when its film's title, its section's name or
 * (a film's panel) its festival's name holds the query. Counts follow the search, so a tab never
 * promises cards it does not show. Groups are films, or festivals in a film's panel.
 */
export function searchedTabs(options: {
  cells: readonly EligibilityCellAnswer[];
  filmTitle: (idFilm: number) => string;
  festivalName?: (idFestival: number) => string;
  sections: ReadonlyMap<number, FestivalSection>;
  query: string;
  groupBy?: 'IdFilm' | 'IdFestival';
}): PanelTabs {
  const query = searchable(options.query);
  const cells = query
    ? options.cells.filter(
        (cell) =>
          searchable(options.filmTitle(cell.IdFilm)).includes(query) ||
          searchable(options.festivalName?.(cell.IdFestival) ?? '').includes(query) ||
          searchable(options.sections.get(cell.IdCampagneSection)?.Libelle ?? '').includes(query),
      )
    : options.cells;
  // The answer was parsed by the contract, whose reasons are the engine's with looser types.
  return panelTabs(cells as unknown as readonly EligibilityCell[], options.groupBy ?? 'IdFilm');
}

export function sectionsById(festival: FestivalPage): Map<number, FestivalSection> {
  return new Map(festival.sections.map((section) => [section.IdCampagneSection, section]));
}

/**
 * The deadline an entry made now meets: the current calendar event, else the next one not past;
 * `soon` when it is at most 14 days away (spec §2 expires-soon marker, §4 `expiringSoon`).
 */
export function sectionDeadline(section: FestivalSection): { date: string; soon: boolean } | undefined {
  const event = section.events.find((e) => e.current) ?? section.events.find((e) => !e.expired);
  return event && { date: event.DateEvent, soon: event.expiringSoon };
}

/** A group's sections, nearest deadline first (spec §2 "sort by deadline"), then the festival's order. */
export function byDeadline<T extends { IdCampagneSection: number }>(
  cells: readonly T[],
  sections: ReadonlyMap<number, FestivalSection>,
): T[] {
  const key = (cell: T) => sectionDeadline(sections.get(cell.IdCampagneSection)!)?.date ?? '9999';
  const order = (cell: T) => sections.get(cell.IdCampagneSection)?.Ordre ?? 0;
  return [...cells]
    .filter((cell) => sections.has(cell.IdCampagneSection))
    .sort((a, b) => key(a).localeCompare(key(b)) || order(a) - order(b));
}

/** `campaignId§sectionId` (spec §7), the item `inscriptions/by-film` takes. */
export function basketItem(section: FestivalSection): string {
  return `${section.IdCampagne}§${section.IdSection}`;
}
