import type { FilmFilter } from '@shortlist/domain/films/api-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ViewsMenu } from '../../../shared/list-views/views-menu.tsx';

/** The films list's "View" control (issue 34): the owner's columns and private saved views. */
export function FilmsViewsMenu(props: {
  filter: FilmFilter;
  onLoadFilter: (filter: Record<string, unknown> | null) => void;
}) {
  const { t } = useTranslation('films');
  return (
    <ViewsMenu
      entity="films"
      IdFestival={null}
      columnLabel={(Property) => t(`list.columns.${Property}`)}
      filter={props.filter}
      onLoadFilter={props.onLoadFilter}
    />
  );
}
