import { Anchor, Box, Text, Title } from '@mantine/core';
import { DEFAULT_SUPPORT_TIME_ZONE } from '@shortlist/domain/help/help-values';
import { supportWindow } from '@shortlist/domain/help/support-hours';
import { LANGUAGES } from '@shortlist/domain/language-list';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { usePublicConfig } from '../../../shared/platform/get-config.ts';
import { useHydrated } from '../../../shared/render/render-context.ts';

/** `Pacific/Noumea` -> `Noumea`: the zone's city, as the IANA name spells it (the same on every machine). */
function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/**
 * The support hours (docs/decisions.md "Support hours"): Monday to Friday, 9:00 to 17:00 in the support's
 * zone, and the next opening on the visitor's own clock. That second line depends on the
 * visitor's machine, so it appears once the page has hydrated (the server's HTML has the first).
 * Then the way to write to the team: the support requests.
 */
export function SupportHours() {
  const { t } = useTranslation('pages');
  const { language } = useCurrentRoute();
  const config = usePublicConfig();
  const hydrated = useHydrated();
  const zone = config.data?.supportTimeZone ?? DEFAULT_SUPPORT_TIME_ZONE;
  let local: string | null = null;
  if (hydrated) {
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const window = supportWindow({ now: new Date(), supportZone: zone, visitorZone });
    const format = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    });
    local = t('help.supportLocal', { from: format.format(window.opens), to: format.format(window.closes) });
  }
  return (
    <Box component="section" aria-labelledby="help-support" mt="xl" p="md" bg="var(--mantine-color-gray-0)">
      <Title order={2} size="h5" id="help-support" mb="xs">
        {t('help.supportTitle')}
      </Title>
      <Text size="sm">{t('help.supportHours', { zone: zoneCity(zone) })}</Text>
      {local && (
        <Text size="sm" mt={4}>
          {local}
        </Text>
      )}
      {/* The support requests (issue 36); a visitor signs in first and comes back there. */}
      <Anchor component={LocalizedLink} route="tickets" size="sm" fw={600} mt="sm" display="inline-block">
        {t('help.supportAction')}
      </Anchor>
    </Box>
  );
}
