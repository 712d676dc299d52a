import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../shared/i18n/localized-link.tsx';
import { useSession } from '../shared/session/api/get-session.ts';
import { CONTENT_WIDTH } from '../shared/ui/page-container.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NavItem } from './nav-item.tsx';
import { SignedInNav } from './signed-in-nav.tsx';

/**
 * The header of spec §2: logged out, how it works, festivals and sign-in; logged in, the
 * signed-in links; the language switcher in both. Below the `md` breakpoint the links go into a
 * menu drawer, so a phone header stays one line high.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <Box component="header" className="site-header" py="sm">
      <Container size={CONTENT_WIDTH}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={LocalizedLink} route="home" className="wordmark" aria-label={t('homeLink')}>
            Shortlist
          </Anchor>
          <Group component="nav" aria-label={t('mainLabel')} gap="md" wrap="wrap" visibleFrom="md">
            <HeaderLinks />
            <LanguageSwitcher />
          </Group>
          <Burger
            hiddenFrom="md"
            opened={menuOpen}
            onClick={menu.toggle}
            aria-label={t('menu')}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
          />
        </Group>
      </Container>
      {/* Composed by hand: the plain Drawer titles itself in a <header>, a second banner landmark. */}
      <Drawer.Root
        id="site-menu"
        opened={menuOpen}
        onClose={menu.close}
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
          <Drawer.Body>
            <Stack component="nav" aria-label={t('mainLabel')} gap="md">
              <HeaderLinks onNavigate={menu.close} />
              <LanguageSwitcher />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Box>
  );
}

function HeaderLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { session } = useSession();
  const close = onNavigate ? { onNavigate } : {};
  if (session) return <SignedInNav session={session} {...close} />;
  return (
    <>
      <NavItem route="howItWorks" label={t('howItWorks')} {...close} />
      <NavItem route="festivals" label={t('festivals')} {...close} />
      <Button component={LocalizedLink} route="signIn" size="xs" onClick={onNavigate}>
        {t('signIn')}
      </Button>
    </>
  );
}
