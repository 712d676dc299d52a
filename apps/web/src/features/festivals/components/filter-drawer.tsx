import { Drawer } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * The directory's filters on a phone: a drawer from the left. Its own chunk (Drawer brings the
 * modal base, focus trap, scroll lock and transitions), loaded when the filters are first opened
 * (issue 11, JavaScript per public page).
 */
export function FilterDrawer(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(['festivals', 'common']);
  // Mounted closed, then opened: Mantine notes the element to give the focus back to (the
  // Filters button) only when `opened` changes (as the header's menu, site-menu.tsx).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={mounted && props.opened}
      onClose={props.onClose}
      title={t('filter.title')}
      position="left"
      size="100%"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {props.children}
    </Drawer>
  );
}
