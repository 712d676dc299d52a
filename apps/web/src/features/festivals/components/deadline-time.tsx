import { Text } from '@mantine/core';
import { zoneOffsetMinutes } from '@shortlist/domain/festivals/zoned-time';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatDeadline } from '../format.ts';
import { useVisitorTimeZone } from '../visitor-time-zone.ts';

/**
 * A deadline on the festival's clock with its zone and, when the visitor's clock shows another
 * time at that instant, the visitor's time below it (docs/decisions.md, deadline times). `text` is the
 * server's (the browser's zone data can differ, React #418); the visitor's line comes only after
 * hydration (`useVisitorTimeZone`), so it never has to match the server's HTML.
 */
export function DeadlineTime({ date, text, timeZone }: { date: string; text: string; timeZone: string }) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const visitor = useVisitorTimeZone();
  const differs =
    visitor !== undefined && zoneOffsetMinutes(date, visitor) !== zoneOffsetMinutes(date, timeZone);
  return (
    <>
      <time dateTime={new Date(date).toISOString()}>{text}</time>
      {differs && (
        <Text component="span" display="block" size="xs" c="dimmed" fw={400} data-visitor-time="">
          {t('datesFees.yourTime', { date: formatDeadline(date, language, visitor) })}
        </Text>
      )}
    </>
  );
}
