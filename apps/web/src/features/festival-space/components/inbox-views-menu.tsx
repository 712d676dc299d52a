import type { InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ViewsMenu } from '../../../shared/list-views/views-menu.tsx';

/** The inbox's "View" control (issue 34): its columns and the festival's saved views. */
export function InboxViewsMenu(props: {
  IdFestival: number;
  filter: InboxFilter;
  onLoadFilter: (filter: Record<string, unknown> | null) => void;
}) {
  const { t } = useTranslation('festivalSpace');
  return (
    <ViewsMenu
      entity="entries"
      IdFestival={props.IdFestival}
      columnLabel={(Property) => t(`inbox.columns.${Property === 'title' ? 'film' : Property}`)}
      filter={props.filter}
      onLoadFilter={props.onLoadFilter}
      widths
    />
  );
}
