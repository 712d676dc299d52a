import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { LocalizedLink } from '../shared/i18n/localized-link.tsx';
import { useTranslation } from '../shared/i18n/translation.tsx';
import { useSession } from '../shared/session/api/get-session.ts';
import { CONTENT_WIDTH } from '../shared/ui/page-container.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NavItem } from './nav-item.tsx';
import { SignedInNav } from './signed-in-nav.tsx';

const SiteMenu = lazy(() => import('./site-menu.tsx').then((module) => ({ default: module.SiteMenu })));

/**
 * The header of spec §2: logged out, how it works, festivals and sign-in; logged in, the
 * signed-in links; the language switcher in both. Below the `md` breakpoint the links go into a
 * menu drawer, so a phone header stays one line high.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer's code comes with the first opening, then stays (for its closing transition).
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
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
      {menuUsed && (
        <Suspense fallback={null}>
          <SiteMenu opened={menuOpen} onClose={menu.close}>
            <Stack component="nav" aria-label={t('mainLabel')} gap="md">
              <HeaderLinks onNavigate={menu.close} />
              <LanguageSwitcher />
            </Stack>
          </SiteMenu>
        </Suspense>
      )}
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
