import { Group, Text } from '@mantine/core';
import { LANGUAGES } from '@shortlist/domain/languages';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { ViewingReceipt } from '../submission-look.ts';

/**
 * The festival's viewing of an entry's film (issue 31): not opened yet, opened on a day and
 * watched to some point, or watched to the end; never who watched. The icon only decorates: a
 * hidden lead-in names the line for screen readers, which would otherwise hear "not opened yet"
 * without saying by whom.
 */
export function ViewingReceiptLine({ receipt }: { receipt: ViewingReceipt }) {
  const { t } = useTranslation('submissions');
  const locale = LANGUAGES[useLanguage()].locale;
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const percent = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
  const text =
    receipt.coverage === 'notOpened'
      ? t('page.viewing.notOpened')
      : receipt.coverage === 'full'
        ? t('page.viewing.full')
        : receipt.furthestPercent > 0
          ? t('page.viewing.partly', {
              date: day(receipt.firstOpenedAt),
              percent: percent(receipt.furthestPercent),
            })
          : t('page.viewing.opened', { date: day(receipt.firstOpenedAt) });
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="center"
      data-testid="submission-viewing"
      data-coverage={receipt.coverage}
    >
      <ViewingIcon coverage={receipt.coverage} />
      <Text size="sm" c={receipt.coverage === 'notOpened' ? 'dimmed' : undefined}>
        <span className="visually-hidden">{t('page.viewing.label')} </span>
        {text}
      </Text>
    </Group>
  );
}

/** An eye crossed out (not opened), an eye (partly watched), an eye with a tick (to the end). */
function ViewingIcon({ coverage }: { coverage: ViewingReceipt['coverage'] }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" {...stroke} />
      {coverage === 'full' ? (
        <path d="M8.5 12l2.5 2.5 4.5-5" {...stroke} />
      ) : (
        <circle cx="12" cy="12" r="3" {...stroke} />
      )}
      {coverage === 'notOpened' ? <path d="M4 4l16 16" {...stroke} /> : null}
    </svg>
  );
}
