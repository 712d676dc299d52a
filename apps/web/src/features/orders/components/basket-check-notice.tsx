import { Alert, Anchor, Text } from '@mantine/core';
import type { BasketCheck, BasketCheckCode } from '@shortlist/domain/submissions/basket-check';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** The film tab where each warning is mended, when the film record is where to act. */
const FILM_TAB: Partial<Record<BasketCheckCode, string>> = {
  screenerMissing: 'media',
  screenerExpired: 'media',
  filmIncomplete: 'preview',
};

/** Warnings that stop the entry from being paid for as it is (red); the others are worth a look (yellow). */
const BLOCKING = new Set<BasketCheckCode>([
  'deadlinePassed',
  'alreadyEntered',
  'screenerMissing',
  'screenerExpired',
  'filmIncomplete',
  'noLongerEligible',
]);

/** One warning of the whole-basket check under its entry: what changed and what to do. */
export function BasketCheckNotice({ check, filmId }: { check: BasketCheck; filmId: number }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const day = (value: string | number | undefined) =>
    value === undefined ? '' : formatDay(String(value), language);
  const values = {
    ...check.values,
    ...(check.values.date !== undefined ? { date: day(check.values.date) } : {}),
    ...(check.values.result !== undefined ? { result: day(check.values.result) } : {}),
  };
  const tab = FILM_TAB[check.code];
  return (
    <Alert color={BLOCKING.has(check.code) ? 'red' : 'yellow'} role="note" p="xs" data-check={check.code}>
      <Text size="sm">{t(`checks.${check.code}`, values)}</Text>
      {tab && (
        <Anchor
          component={LocalizedLink}
          route="filmEdit"
          params={{ id: String(filmId), tab }}
          size="sm"
          underline="always"
        >
          {t('checks.openFilm')}
        </Anchor>
      )}
    </Alert>
  );
}
