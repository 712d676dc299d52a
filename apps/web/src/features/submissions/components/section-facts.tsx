import { Badge, Group, Text } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { submissionCharge } from '@shortlist/domain/orders/formulas';
import { formatDeadline } from '@shortlist/i18n/deadline-format';
import { usePlatformFee } from '../../../shared/catalogue/api/get-active-products.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { sectionDeadline } from '../panel/panel-model.ts';

/**
 * A section's deadline (in the festival's time zone) and the fee an entry made now costs. For a
 * film whose SuperStamp runs, the basket's SuperStamp formula prices it (20 % off the entry fee,
 * no platform fee, issue 15): the panel shows the same price the basket will.
 */
export function SectionFacts({
  section,
  timeZone,
  superStamp = false,
}: {
  section: FestivalSection;
  timeZone: string;
  superStamp?: boolean;
}) {
  const { t } = useTranslation('submissions');
  const language = useLanguage();
  const deadline = sectionDeadline(section);
  const platformFee = usePlatformFee();
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  const paid = section.IsPayant && section.currentFee ? section.currentFee : 0;
  const charged = submissionCharge({
    entryFeeCents: paid,
    formula: superStamp ? 'superStamp' : 'buyStamp',
    platformFeeCents: platformFee ?? 0,
  });
  const feeText =
    paid === 0
      ? t('panel.fee', { fee: t('panel.free') })
      : superStamp
        ? t('panel.feeSuperStamp', {
            fee: money(charged.entryFeeCents, section.Devise),
            full: money(paid, section.Devise),
          })
        : t('panel.fee', { fee: money(paid, section.Devise) });
  return (
    <Group component="span" gap="md" wrap="wrap">
      {deadline && (
        <Text component="span" size="sm" c="dimmed">
          {t('panel.deadline', {
            date: formatDeadline(deadline.date, language, timeZone),
          })}
        </Text>
      )}
      {deadline?.soon && (
        <Badge component="span" color="orange" variant="light" size="sm">
          {t('panel.expiresSoon')}
        </Badge>
      )}
      <Text component="span" size="sm" fw={600}>
        {feeText}
      </Text>
      {/* Every entry also costs the platform fee at checkout, free sections too (the catalogue's
          price), unless the film's SuperStamp covers it. */}
      {superStamp && paid === 0 && (
        <Text component="span" size="sm" c="dimmed">
          {t('panel.superStampNoPlatformFee')}
        </Text>
      )}
      {!superStamp && platformFee !== undefined && (
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
