import type { ErrorCode } from '../error-codes.ts';
import { LIST_ENTITY_SPECS, type ListViewEntity } from './list-view-entities.ts';

/* Saved list views (spec §3, §5, §6; issue 34): pure rules shared by the API and the web. */

/** Spec §5: a saved ranking's, filter's or presentation's `Entity` and `Libelle`, 1 to 150. */
export const LIST_VIEW_LABEL_MAX = 150;
/** Spec §3: a column's width when none was chosen. */
export const COLUMN_WIDTH_DEFAULT = 150;
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 1000;
/**
 * Saved views of one kind (rankings, filters, presentations) per creator and list (the inbox: per
 * festival), so one account cannot fill the table: one more is 409 LIST_VIEW_LIMIT_REACHED.
 */
export const LIST_VIEWS_MAX = 50;

/** Above any saved `Ordre`: unsaved columns come after the saved ones. */
const UNSAVED_ORDER = 100_000;

/** What a user chooses for one column. */
export type ColumnSetting = {
  Property: string;
  IsDisplayed: boolean;
  IsSorting: boolean;
  IsSortingDesc: boolean;
  Ordre: number;
  Width: number;
};

/** Spec §3 column definition: the user's setting with what the list allows. */
export type ColumnDefinition = ColumnSetting & {
  Id: number | null;
  Entity: ListViewEntity;
  IsDisplayable: boolean;
  IsSortable: boolean;
};

/** The list's columns as it shows them before any choice: all shown, in the whitelist's order, unsorted. */
export function defaultColumns(entity: ListViewEntity): ColumnDefinition[] {
  return LIST_ENTITY_SPECS[entity].columns.map((spec, index) => ({
    Id: null,
    Entity: entity,
    Property: spec.Property,
    IsDisplayable: spec.IsDisplayable,
    IsSortable: spec.IsSortable,
    IsDisplayed: true,
    IsSorting: false,
    IsSortingDesc: false,
    Ordre: index,
    Width: COLUMN_WIDTH_DEFAULT,
  }));
}

/**
 * The saved settings over the defaults, ordered by `Ordre`. A saved property the whitelist no
 * longer holds is left out; a column not saved (added since, or not sent) is shown after the
 * saved ones, in the list's order.
 */
export function mergeColumns(
  entity: ListViewEntity,
  saved: readonly (ColumnSetting & { Id?: number | null })[],
): ColumnDefinition[] {
  const byProperty = new Map(saved.map((row) => [row.Property, row]));
  const merged = defaultColumns(entity).map((column) => {
    const row = byProperty.get(column.Property);
    if (!row) return { ...column, Ordre: UNSAVED_ORDER + column.Ordre };
    return {
      ...column,
      Id: row.Id ?? null,
      IsDisplayed: column.IsDisplayable ? row.IsDisplayed : true,
      IsSorting: column.IsSortable && row.IsSorting,
      IsSortingDesc: row.IsSortingDesc,
      Ordre: row.Ordre,
      Width: row.Width,
    };
  });
  return merged.sort((a, b) => a.Ordre - b.Ordre).map((column, index) => ({ ...column, Ordre: index }));
}

/**
 * The first rule a set of column settings breaks, or null: every property in the list's
 * whitelist, each once; a column that must show is shown; at most one sorts, and it is sortable.
 */
export function columnSettingsError(
  entity: ListViewEntity,
  settings: readonly ColumnSetting[],
): ErrorCode | null {
  const specs = LIST_ENTITY_SPECS[entity].columns;
  const seen = new Set<string>();
  for (const setting of settings) {
    const spec = specs.find((candidate) => candidate.Property === setting.Property);
    if (!spec) return 'LIST_VIEW_PROPERTY_UNKNOWN';
    if (seen.has(setting.Property)) return 'LIST_VIEW_COLUMNS_INVALID';
    seen.add(setting.Property);
    if (!spec.IsDisplayable && !setting.IsDisplayed) return 'LIST_VIEW_COLUMNS_INVALID';
    if (setting.IsSorting && !spec.IsSortable) return 'LIST_VIEW_COLUMNS_INVALID';
  }
  if (settings.filter((setting) => setting.IsSorting).length > 1) return 'LIST_VIEW_COLUMNS_INVALID';
  return null;
}

/** A saved view's scope: the inbox's belong to one festival; the filmmaker's lists' are private, festival-less. */
export function viewScopeError(
  entity: ListViewEntity,
  scope: { IsPublic: boolean; IdFestival: number | null },
): ErrorCode | null {
  if (LIST_ENTITY_SPECS[entity].scopedToFestival)
    return scope.IdFestival === null ? 'LIST_VIEW_SCOPE_INVALID' : null;
  return scope.IsPublic || scope.IdFestival !== null ? 'LIST_VIEW_SCOPE_INVALID' : null;
}

/** A saved filter's `Data` passes the list's own filter contract (and the list has one). */
export function filterDataError(entity: ListViewEntity, data: unknown): ErrorCode | null {
  const filter = LIST_ENTITY_SPECS[entity].filter;
  if (!filter) return 'LIST_VIEW_FILTER_INVALID';
  return filter.safeParse(data).success ? null : 'LIST_VIEW_FILTER_INVALID';
}

export type SavedViewAccess = { IdCreateur: number; IsPublic: boolean; IdFestival: number | null };

/**
 * Spec §6: the creator sees their views; a public view is seen by the members of its festival
 * (never another festival's). `memberOf` answers whether the reader is a member of that festival.
 */
export function canSeeView(
  view: SavedViewAccess,
  reader: { accountId: number; memberOf: (IdFestival: number) => boolean },
): boolean {
  if (view.IdCreateur === reader.accountId) return true;
  return view.IsPublic && view.IdFestival !== null && reader.memberOf(view.IdFestival);
}

/** Spec §6: only the creator changes or deletes a saved view. */
export function canChangeView(view: SavedViewAccess, accountId: number): boolean {
  return view.IdCreateur === accountId;
}

/** The settings of a list's columns, in their order, as `booback-colonne` and presentations take them. */
export function columnSettings(columns: readonly ColumnSetting[]): ColumnSetting[] {
  return [...columns]
    .sort((a, b) => a.Ordre - b.Ordre)
    .map((column, index) => ({
      Property: column.Property,
      IsDisplayed: column.IsDisplayed,
      IsSorting: column.IsSorting,
      IsSortingDesc: column.IsSortingDesc,
      Ordre: index,
      Width: column.Width,
    }));
}

/** The columns with one moved a place earlier (-1) or later (1); at an end, unchanged. */
export function moveColumn(columns: readonly ColumnSetting[], Property: string, by: -1 | 1): ColumnSetting[] {
  const list = columnSettings(columns);
  const from = list.findIndex((column) => column.Property === Property);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list.map((column, index) => ({ ...column, Ordre: index }));
}

/** The columns with one shown or hidden (a column that must show stays shown). */
export function showColumn(
  columns: readonly ColumnDefinition[],
  Property: string,
  shown: boolean,
): ColumnSetting[] {
  return columnSettings(
    columns.map((column) =>
      column.Property === Property && column.IsDisplayable ? { ...column, IsDisplayed: shown } : column,
    ),
  );
}

/**
 * The columns with one's width set, rounded and held within COLUMN_WIDTH_MIN and _MAX pixels; a
 * value that is no number leaves the columns unchanged.
 */
export function setColumnWidth(
  columns: readonly ColumnSetting[],
  Property: string,
  width: number,
): ColumnSetting[] {
  if (!Number.isFinite(width)) return columnSettings(columns);
  const Width = Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(width)));
  return columnSettings(
    columns.map((column) => (column.Property === Property ? { ...column, Width } : column)),
  );
}

/** The properties a list hides. */
export function hiddenProperties(columns: readonly ColumnSetting[] | undefined): ReadonlySet<string> {
  return new Set((columns ?? []).filter((column) => !column.IsDisplayed).map((column) => column.Property));
}

/** The columns with the settings laid over them, in the settings' order (what a save will answer). */
export function applyColumnSettings<T extends ColumnSetting>(
  columns: readonly T[],
  settings: readonly ColumnSetting[],
): T[] {
  const byProperty = new Map(settings.map((setting) => [setting.Property, setting]));
  return columns
    .map((column) => ({ ...column, ...byProperty.get(column.Property) }))
    .sort((a, b) => a.Ordre - b.Ordre);
}

/** One column as a list lays it out: its place comes from the array, its width null when not chosen. */
export type ColumnLayout = { Property: string; width: number | null };

/**
 * The shown columns of a list in the reader's order, each with its saved width (null at the
 * default, so the list sizes it to its content). Before the columns load: the list's defaults.
 */
export function columnLayout(
  entity: ListViewEntity,
  columns: readonly ColumnSetting[] | undefined,
): ColumnLayout[] {
  return columnSettings(columns ?? defaultColumns(entity))
    .filter((column) => column.IsDisplayed)
    .map((column) => ({
      Property: column.Property,
      width: column.Width === COLUMN_WIDTH_DEFAULT ? null : column.Width,
    }));
}
