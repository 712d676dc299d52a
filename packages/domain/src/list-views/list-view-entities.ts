import { z } from 'zod';
import { INBOX_SORTS, ZInboxFilter } from '../festival-space/entry-contracts.ts';
import { ZFilmFilter } from '../films/api-contracts.ts';
import { ZSubmissionFilterRequest } from '../submissions/api-contracts.ts';

/*
 * Saved list views (spec §3 "Saved list customisations", issue 34): the lists that can be
 * customised and, for each, the whitelist of its columns. A property outside the list is refused
 * (`LIST_VIEW_PROPERTY_UNKNOWN`), so nothing the client sends reaches a query unchecked.
 */

/** `entries`: a festival's inbox; the others: the filmmaker's own lists. */
export const LIST_VIEW_ENTITIES = ['entries', 'films', 'inscriptions', 'orders'] as const;
export type ListViewEntity = (typeof LIST_VIEW_ENTITIES)[number];

export type ListColumnSpec = {
  Property: string;
  /** The user may show or hide it (false: always shown, e.g. the title). */
  IsDisplayable: boolean;
  IsSortable: boolean;
};

export type ListEntitySpec = {
  columns: readonly ListColumnSpec[];
  /** Saved views of this list may be public (to the festival's members); else private only. */
  scopedToFestival: boolean;
  /** The list's own filter contract: a saved filter's `Data` must pass it; null: no filter. */
  filter: z.ZodType | null;
};

const inboxSortable = new Set<string>(INBOX_SORTS);
const inboxColumns = [
  'number',
  'title',
  'section',
  'duration',
  'country',
  'status',
  'coverage',
  'scoreMean',
  'scoreSpread',
  'submitted',
].map((Property) => ({
  Property,
  IsDisplayable: Property !== 'title',
  IsSortable: inboxSortable.has(Property),
}));

const column = (Property: string, IsSortable: boolean, IsDisplayable = true): ListColumnSpec => ({
  Property,
  IsDisplayable,
  IsSortable,
});

export const LIST_ENTITY_SPECS: Record<ListViewEntity, ListEntitySpec> = {
  entries: { columns: inboxColumns, scopedToFestival: true, filter: ZInboxFilter },
  films: {
    columns: [
      column('title', false, false),
      column('year', false),
      column('duration', false),
      column('status', false),
      column('completeness', false),
      column('created', true),
    ],
    scopedToFestival: false,
    // The list's filter without its default, so a saved filter holds only what was chosen.
    filter: z.strictObject({ ...ZFilmFilter.shape, sort: ZFilmFilter.shape.sort.optional() }),
  },
  inscriptions: {
    columns: [
      column('festival', false, false),
      column('section', false),
      column('status', false),
      column('added', false),
      column('submitted', false),
      column('results', false),
    ],
    scopedToFestival: false,
    filter: ZSubmissionFilterRequest,
  },
  orders: {
    columns: [
      column('reference', false, false),
      column('date', false),
      column('status', false),
      column('amount', false),
      column('invoices', false),
    ],
    scopedToFestival: false,
    filter: null,
  },
};

export function isListViewEntity(value: string): value is ListViewEntity {
  return (LIST_VIEW_ENTITIES as readonly string[]).includes(value);
}

export function columnSpec(entity: ListViewEntity, property: string): ListColumnSpec | undefined {
  return LIST_ENTITY_SPECS[entity].columns.find((spec) => spec.Property === property);
}
