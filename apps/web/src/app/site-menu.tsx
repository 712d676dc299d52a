import { Drawer } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../shared/i18n/translation.tsx';

/**
 * The phone menu of the header: a drawer from the right. Its own chunk (Drawer brings the modal
 * base, focus trap, scroll lock and transitions), loaded when the menu is first opened.
 */
export function SiteMenu(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('nav');
  // Mounted closed, then opened: Mantine notes the element to give the focus back to (the menu
  // button) only when `opened` changes, and the route announcer needs the focus out of the
  // drawer once a link in it has navigated (route-announcer.tsx).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    // Composed by hand: the plain Drawer titles itself in a <header>, a second banner landmark.
    <Drawer.Root
      id="site-menu"
      opened={mounted && props.opened}
      onClose={props.onClose}
      position="right"
      size="xs"
      hiddenFrom="md"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>{t('menu')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>{props.children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
