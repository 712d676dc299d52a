import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { DEFAULT_HELP_CATEGORY } from '@shortlist/domain/help/help-values';
import { LocalizedLink } from '../shared/i18n/localized-link.tsx';
import { useTranslation } from '../shared/i18n/translation.tsx';
import { usePublicConfig } from '../shared/platform/get-config.ts';
import { CONTENT_WIDTH } from '../shared/ui/page-container.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

export function Footer() {
  const { t } = useTranslation(['nav', 'common']);
  const config = usePublicConfig();
  return (
    <Box component="footer" className="site-footer" py="xl" mt="xl">
      <Container size={CONTENT_WIDTH}>
        <Stack gap="md">
          <Group component="nav" aria-label={t('nav:footerLabel')} gap="md" wrap="wrap">
            {CONTENT_PAGE_KEYS.map((route) => (
              <Anchor key={route} component={LocalizedLink} route={route} size="sm">
                {t(`nav:${route}`)}
              </Anchor>
            ))}
            {/* Straight to the first category `help` leads to, without the redirect. */}
            <Anchor
              component={LocalizedLink}
              route="helpCategory"
              params={{ id: String(DEFAULT_HELP_CATEGORY) }}
              size="sm"
            >
              {t('nav:help')}
            </Anchor>
          </Group>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('common:tagline')}</Text>
            <Group gap="md">
              {config.data && (
                <Text size="sm" c="dimmed">
                  {t('common:version', { version: config.data.version })}
                </Text>
              )}
              <LanguageSwitcher />
            </Group>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
