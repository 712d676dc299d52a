import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ViewsMenu } from '../../../shared/list-views/views-menu.tsx';

/** The submissions page's "View" control (issue 34): the filmmaker's columns and private saved views. */
export function SubmissionsViewsMenu(props: {
  filter: Record<string, unknown>;
  onLoadFilter: (filter: Record<string, unknown> | null) => void;
}) {
  const { t } = useTranslation('submissions');
  return (
    <ViewsMenu
      entity="inscriptions"
      IdFestival={null}
      columnLabel={(Property) => t(`page.columns.${Property}`)}
      filter={props.filter}
      onLoadFilter={props.onLoadFilter}
    />
  );
}
