import { Anchor, Box, Burger, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FESTIVAL_HELP_CATEGORY } from '@shortlist/domain/help/help-values';
import { lazy, Suspense, useState } from 'react';
import { useMemberFestivals } from '../features/festival-space/api/list-member-festivals.ts';
import { FestivalSwitcher } from '../features/festival-space/components/festival-switcher.tsx';
import { WORKSPACE_PAGES } from '../features/festival-space/workspace-nav.ts';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { LocalizedLink } from '../shared/i18n/localized-link.tsx';
import { useTranslation } from '../shared/i18n/translation.tsx';
import { useSession } from '../shared/session/api/get-session.ts';
import { CONTENT_WIDTH } from '../shared/ui/page-container.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NavItem } from './nav-item.tsx';
import '../features/festival-space/festival-space.css';

const SiteMenu = lazy(() => import('./site-menu.tsx').then((module) => ({ default: module.SiteMenu })));

/**
 * The festival workspace's own header (issue 31), in place of the filmmaker's: the festival's
 * name (a switcher when the member has several), its pages (the manager's ones hidden from a
 * programmer, by the `member-roles.ts` predicates), the way back to the filmmaker space, log
 * out and the language. Below `md` the account links go into the menu drawer; the festival's
 * pages stay on their own row, which scrolls sideways if it must.
 */
export function WorkspaceHeader() {
  const { t } = useTranslation(['festivalSpace', 'nav']);
  const { params } = useCurrentRoute();
  const { session } = useSession();
  // An anonymous visitor is on the way to sign-in: nothing to ask.
  const festivals = useMemberFestivals(session !== null);
  const [menuOpen, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const list = festivals.data ?? [];
  const festival = list.find((candidate) => String(candidate.IdFestival) === params.id) ?? null;
  const several = festival !== null && list.length > 1;

  return (
    <Box component="header" className="workspace-header" py="sm">
      <Container size={CONTENT_WIDTH}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Anchor
              component={LocalizedLink}
              route="festivalSpace"
              className="wordmark"
              aria-label={t('festivalSpace:header.home')}
            >
              Shortlist
            </Anchor>
            <Text size="sm" c="dimmed" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
              {t('festivalSpace:header.space')}
            </Text>
            {festival && (
              <Text
                fw={700}
                truncate="end"
                data-testid="workspace-festival"
                hiddenFrom={several ? 'md' : undefined}
              >
                {festival.Nom}
              </Text>
            )}
          </Group>
          <Group gap="md" wrap="nowrap" visibleFrom="md">
            {several && <FestivalSwitcher festivals={list} current={festival.IdFestival} />}
            <Group component="nav" aria-label={t('festivalSpace:header.accountNav')} gap="md" wrap="nowrap">
              <AccountLinks />
            </Group>
          </Group>
          <Burger
            hiddenFrom="md"
            opened={menuOpen}
            onClick={menu.toggle}
            aria-label={t('nav:menu')}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
          />
        </Group>
        {festival && (
          <Box
            component="nav"
            aria-label={t('festivalSpace:header.festivalNav')}
            className="workspace-nav"
            mt="xs"
          >
            <ul>
              {WORKSPACE_PAGES.filter((page) => page.allowed(festival.role)).map((page) => (
                <li key={page.route}>
                  <NavItem
                    route={page.route}
                    params={{ id: String(festival.IdFestival) }}
                    label={t(`festivalSpace:${page.label}`)}
                  />
                </li>
              ))}
            </ul>
          </Box>
        )}
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <SiteMenu opened={menuOpen} onClose={menu.close}>
            <Stack gap="md">
              {several && (
                <FestivalSwitcher festivals={list} current={festival.IdFestival} onNavigate={menu.close} />
              )}
              <Stack component="nav" aria-label={t('festivalSpace:header.accountNav')} gap="md">
                <AccountLinks onNavigate={menu.close} />
              </Stack>
            </Stack>
          </SiteMenu>
        </Suspense>
      )}
    </Box>
  );
}

/** Back to the filmmaker space, log out and the language: the account's links, not the festival's. */
function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['festivalSpace', 'account']);
  const close = onNavigate ? { onNavigate } : {};
  return (
    <>
      <NavItem route="dashboard" label={t('festivalSpace:header.filmmakerSpace')} {...close} />
      <NavItem
        route="helpCategory"
        params={{ id: String(FESTIVAL_HELP_CATEGORY) }}
        label={t('festivalSpace:header.help')}
        {...close}
      />
      <NavItem route="logout" label={t('account:header.logout')} {...close} />
      <LanguageSwitcher />
    </>
  );
}
