import { Badge, Box, Group, Text } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { formatDay, formatMoney, isoDay } from '../format.ts';
import { ExpiresSoonBadge } from './status-badge.tsx';

/**
 * A section's calendar (spec §4): past steps struck through and dimmed, the current step
 * highlighted, a deadline within 14 days marked. Fees show on the steps that take entries.
 */
export function SectionCalendar({ section }: { section: FestivalSection }) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  if (section.events.length === 0) return <Text c="dimmed">{t('section.noEvents')}</Text>;
  return (
    <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="section-calendar">
      {section.events.map((event) => {
        const takesEntries = event.Type === 'closing' || event.Type === 'extension';
        return (
          <Box
            component="li"
            key={event.IdEvent}
            py={6}
            px="sm"
            bg={event.current ? 'amber.0' : undefined}
            style={{
              borderInlineStart: `3px solid ${event.current ? 'var(--mantine-color-amber-7)' : 'transparent'}`,
            }}
            aria-current={event.current ? 'step' : undefined}
            data-expired={event.expired || undefined}
            data-current={event.current || undefined}
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text
                size="sm"
                c={event.expired ? 'dimmed' : undefined}
                fw={event.current ? 600 : undefined}
                td={event.expired ? 'line-through' : undefined}
              >
                <time dateTime={isoDay(event.DateEvent)}>
                  {formatDay(event.DateEvent, language, 'medium')}
                </time>
                {' · '}
                {event.LibelleEvent ?? t(`event.${event.Type}`)}
                {takesEntries && section.IsPayant && (
                  <>
                    {' · '}
                    {event.Prix === 0
                      ? t('section.free')
                      : formatMoney({ cents: event.Prix, currency: event.Devise, language })}
                  </>
                )}
                {event.expired && <span className="visually-hidden"> {t('section.passed')}</span>}
              </Text>
              <Group gap={4}>
                {event.current && (
                  <Badge variant="outline" color="amber.8" size="sm">
                    {t('section.current')}
                  </Badge>
                )}
                {event.expiringSoon && takesEntries && <ExpiresSoonBadge />}
              </Group>
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
