import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';

/** Cache keys of the saved list views (issue 34). */
export const listViewKeys = {
  columns: (entity: ListViewEntity) => ['list-views', 'columns', entity] as const,
  presentations: (entity: ListViewEntity, IdFestival: number | null) =>
    ['list-views', 'presentations', entity, IdFestival] as const,
};
