import { Alert, Button, Text } from '@mantine/core';
import type { BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';
import { bookletFirst } from '@shortlist/domain/orders/booklet-first';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { localizedPath } from '@shortlist/i18n/routes';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * Issue 32: a booklet in the basket cannot pay this basket's platform fees (its stamps are
 * credited once its order is paid), said plainly, with the cheaper path: pay the booklets and
 * SuperStamps first (`checkout?part=items`), then the entries with the new stamps.
 */
export function BookletFirstNotice({ calculation }: { calculation: BasketCalculationAnswer }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const path = bookletFirst(calculation);
  if (!path) return null;
  return (
    <Alert color="blue" role="note" title={t('bookletFirst.title')} data-testid="booklet-first">
      <Text size="sm">{t('bookletFirst.why')}</Text>
      <Text size="sm" mt="xs">
        {path.savingCents > 0
          ? t('bookletFirst.saving', {
              count: path.entries,
              saving: formatEuros(path.savingCents, language),
            })
          : t('bookletFirst.cheaper', { count: path.entries })}
      </Text>
      <Button component={Link} to={`${localizedPath('checkout', language)}?part=items`} mt="sm" size="sm">
        {t('bookletFirst.action')}
      </Button>
    </Alert>
  );
}
