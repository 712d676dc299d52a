import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ViewsMenu } from '../../../shared/list-views/views-menu.tsx';

// The orders list has no filter: a view saves and restores its columns only.
const ignoreFilter = () => undefined;

/** The orders page's "View" control (issue 34): the filmmaker's columns and private saved views. */
export function OrdersViewsMenu() {
  const { t } = useTranslation('orders');
  return (
    <ViewsMenu
      entity="orders"
      IdFestival={null}
      columnLabel={(Property) => t(`list.columns.${Property}`)}
      filter={null}
      onLoadFilter={ignoreFilter}
    />
  );
}
