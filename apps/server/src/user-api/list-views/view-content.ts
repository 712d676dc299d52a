import type { SavedViewKind } from '@shortlist/db/schema/list-views';
import { columnSpec, type ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import type { ColumnSetting } from '@shortlist/domain/list-views/list-view-rules';
import { columnSettingsError, filterDataError } from '@shortlist/domain/list-views/list-view-rules';
import { AppError } from '../../platform/errors.ts';

/** What each kind of saved view holds besides its name and scope, as stored in `vue_liste`. */
export type ViewContent =
  | { kind: 'classement'; Tri: { Property: string; IsSortingDesc: boolean } }
  | { kind: 'filtre'; Data: Record<string, unknown> }
  | { kind: 'presentation'; Colonnes: ColumnSetting[]; Data: Record<string, unknown> | null };

/** Refuses content the list does not allow: an unknown or unsortable column, a filter the list's contract refuses. */
export function checkViewContent(entity: ListViewEntity, content: ViewContent): void {
  if (content.kind === 'classement') {
    const spec = columnSpec(entity, content.Tri.Property);
    if (!spec) throw new AppError('LIST_VIEW_PROPERTY_UNKNOWN');
    if (!spec.IsSortable) throw new AppError('LIST_VIEW_COLUMNS_INVALID');
    return;
  }
  if (content.kind === 'presentation') {
    const error = columnSettingsError(entity, content.Colonnes);
    if (error) throw new AppError(error);
  }
  if (content.Data !== null) {
    const error = filterDataError(entity, content.Data);
    if (error) throw new AppError(error);
  }
}

/** The row's `Data` and `Colonnes` for the content. */
export function storedContent(content: ViewContent): {
  Data: Record<string, unknown> | null;
  Colonnes: unknown[] | null;
} {
  if (content.kind === 'classement') return { Data: content.Tri, Colonnes: null };
  if (content.kind === 'filtre') return { Data: content.Data, Colonnes: null };
  return { Data: content.Data, Colonnes: content.Colonnes };
}

/** The answer's fields of the kind, read back from the row. */
export function answerContent(
  kind: SavedViewKind,
  row: { Data: Record<string, unknown> | null; Colonnes: unknown[] | null },
): Record<string, unknown> {
  if (kind === 'classement') return { Tri: row.Data };
  if (kind === 'filtre') return { Data: row.Data ?? {} };
  return { Colonnes: row.Colonnes ?? [], Data: row.Data };
}
