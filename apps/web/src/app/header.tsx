import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../shared/i18n/localized-link.tsx';
import { useSession } from '../shared/session/api/get-session.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SignedInNav } from './signed-in-nav.tsx';

/**
 * The header of spec §2: logged out, how it works, festivals and sign-in; logged in, the
 * signed-in links. The language switcher in both.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const { session } = useSession();
  return (
    <Box component="header" className="site-header" py="sm">
      <Container size="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={LocalizedLink} route="home" className="wordmark" aria-label={t('homeLink')}>
            Shortlist
          </Anchor>
          <Group component="nav" aria-label={t('mainLabel')} gap="md" wrap="wrap">
            {session ? (
              <SignedInNav session={session} />
            ) : (
              <>
                <Anchor component={LocalizedLink} route="howItWorks" c="var(--mantine-color-text)">
                  {t('howItWorks')}
                </Anchor>
                <Anchor component={LocalizedLink} route="festivals" c="var(--mantine-color-text)">
                  {t('festivals')}
                </Anchor>
                <Button component={LocalizedLink} route="signIn" size="xs">
                  {t('signIn')}
                </Button>
              </>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
