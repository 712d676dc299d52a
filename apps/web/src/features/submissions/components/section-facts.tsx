import { Badge, Group, Text } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { useTranslation } from 'react-i18next';
import { usePlatformFee } from '../../../shared/catalogue/api/get-active-products.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { sectionDeadline } from '../panel/panel-model.ts';

/** A section's deadline (in the festival's time zone) and the fee an entry made now costs. */
export function SectionFacts({ section, timeZone }: { section: FestivalSection; timeZone: string }) {
  const { t } = useTranslation('submissions');
  const language = useLanguage();
  const deadline = sectionDeadline(section);
  const platformFee = usePlatformFee();
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  const fee =
    !section.IsPayant || !section.currentFee ? t('panel.free') : money(section.currentFee, section.Devise);
  return (
    <Group component="span" gap="md" wrap="wrap">
      {deadline && (
        <Text component="span" size="sm" c="dimmed">
          {t('panel.deadline', {
            date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(
              new Date(deadline.date),
            ),
          })}
        </Text>
      )}
      {deadline?.soon && (
        <Badge component="span" color="orange" variant="light" size="sm">
          {t('panel.expiresSoon')}
        </Badge>
      )}
      <Text component="span" size="sm" fw={600}>
        {t('panel.fee', { fee })}
      </Text>
      {/* Every entry also costs the platform fee at checkout, free sections too: the catalogue's price. */}
      {platformFee !== undefined && (
        <Text component="span" size="sm" c="dimmed">
          {t('panel.platformFee', { fee: money(platformFee, 'EUR') })}
        </Text>
      )}
      {!section.IsPublic && (
        <Text component="span" size="sm" c="dimmed">
          {t('panel.protected')}
        </Text>
      )}
    </Group>
  );
}
