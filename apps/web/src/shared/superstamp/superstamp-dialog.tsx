import { Alert, Button, Checkbox, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ProductCode } from '@shortlist/domain/orders/catalogue';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { useState } from 'react';
import { errorMessage } from '../api/client.ts';
import { useActiveProducts } from '../catalogue/api/get-active-products.ts';
import { useLanguage } from '../i18n/current-route.ts';
import { LocalizedLink } from '../i18n/localized-link.tsx';
import { useTranslation } from '../i18n/translation.tsx';
import { useAddSuperStamp } from './api/add-superstamp.ts';

const BENEFITS = [
  'benefitDiscount',
  'benefitPlatformFee',
  'benefitPublication',
  'benefitUpload',
  'benefitStorage',
] as const;

/**
 * Buying (or renewing) a film's SuperStamp (spec §1): the 6- or 12-month kind with its price
 * from the catalogue, what it gives the film, the irreversible-use confirmation ticked, then into
 * the basket; once added, a link to the basket. Rendered only while open, so every opening
 * starts afresh (no state kept between films).
 */
export function SuperStampDialog(props: {
  accountId: number;
  film: { Id: number; title: string };
  /** The kind chosen first (renewal: the one bought last). */
  initialCode?: ProductCode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const language = useLanguage();
  const products = useActiveProducts();
  const add = useAddSuperStamp(props.accountId);
  const kinds = (products.data ?? []).filter((product) => product.kind === 'superStamp');
  const [chosen, setChosen] = useState<string | null>(props.initialCode ?? null);
  const [confirmed, setConfirmed] = useState(false);
  const product = kinds.find((p) => p.code === chosen) ?? kinds.find((p) => p.months === 12) ?? kinds[0];

  const submit = () => {
    if (!product || !confirmed) return;
    add.mutate({ productId: product.Id, IdFilm: props.film.Id, confirmIrreversible: true });
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('superStampOffer.title', { film: props.film.title })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      {add.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {t('superStampOffer.added')}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('common:close')}
            </Button>
            <Button component={LocalizedLink} route="cart" data-autofocus>
              {t('superStampOffer.toBasket')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {products.isError ? (
            <Alert color="red" role="alert">
              {t('superStampOffer.pricesError')}
            </Alert>
          ) : (
            <Radio.Group
              label={t('superStampOffer.kindLabel')}
              value={product?.code ?? ''}
              onChange={setChosen}
            >
              <Stack gap="xs" mt="xs">
                {products.isPending && <Text size="sm">{t('common:loading')}</Text>}
                {kinds.map((kind) => (
                  <Radio
                    key={kind.code}
                    value={kind.code}
                    label={t('superStampOffer.kind', {
                      name: t(`products.${kind.code}`),
                      price: formatEuros(kind.priceCents, language),
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <div>
            <Text fw={600} size="sm" mb={4}>
              {t('superStampOffer.benefitsTitle')}
            </Text>
            <List size="sm" spacing={2}>
              {BENEFITS.map((key) => (
                <List.Item key={key}>{t(`superStampOffer.${key}`)}</List.Item>
              ))}
            </List>
          </div>
          <Checkbox
            label={t('superStampOffer.confirm')}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
          {add.isError && (
            <Alert color="red" role="alert">
              {errorMessage(add.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('superStampOffer.cancel')}
            </Button>
            <Button onClick={submit} disabled={!product || !confirmed} loading={add.isPending}>
              {t('superStampOffer.add')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
