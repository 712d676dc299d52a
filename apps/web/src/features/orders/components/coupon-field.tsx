import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';
import { COUPON_CODE_MAX } from '@shortlist/domain/orders/coupons';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useApplyCoupon } from '../api/apply-coupon.ts';
import { useRemoveCoupon } from '../api/remove-coupon.ts';
import { type CouponForm, ZCouponForm } from '../schemas.ts';

/**
 * The basket's coupon (spec §7 apply-coupon / remove-coupon): a code field with Apply, or the
 * coupon applied with what it takes off and Remove. A refusal (unknown, expired, used up, not
 * applicable) is said under the field in the server's words; removing is undone by applying again,
 * so it asks no confirmation.
 */
export function CouponField({
  accountId,
  calculation,
}: {
  accountId: number;
  calculation: BasketCalculationAnswer;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const rule = useRuleMessage();
  const apply = useApplyCoupon(accountId);
  const remove = useRemoveCoupon(accountId);
  const form = useForm<CouponForm>({ resolver: zodResolver(ZCouponForm), defaultValues: { couponCode: '' } });
  const onSubmit = form.handleSubmit((values) =>
    apply.mutate(values, { onSuccess: () => form.reset({ couponCode: '' }) }),
  );
  const { coupon, couponProblem } = calculation;

  if (coupon) {
    return (
      <Stack gap={4} data-testid="basket-coupon">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {t('coupon.applied', { code: coupon.code, amount: formatEuros(coupon.discountCents, language) })}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t('coupon.removeLabel', { code: coupon.code })}
          >
            {t('coupon.remove')}
          </Button>
        </Group>
        {couponProblem && (
          <Alert color="yellow" role="alert" p="xs">
            {t(`errors:codes.${couponProblem}`)} {t('coupon.removeToPay')}
          </Alert>
        )}
        {!couponProblem && coupon.discountCents === 0 && (
          <Text size="xs" c="dimmed">
            {t('coupon.nothingNow')}
          </Text>
        )}
        {remove.error && (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(remove.error, t)}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('coupon.formLabel')}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="sm"
          label={t('coupon.label')}
          autoComplete="off"
          maxLength={COUPON_CODE_MAX}
          error={
            rule(form.formState.errors.couponCode?.message) ??
            (apply.error ? errorMessage(apply.error, t) : undefined)
          }
          {...form.register('couponCode', { onChange: () => apply.reset() })}
        />
        <Button type="submit" size="sm" variant="default" mt={25} loading={apply.isPending}>
          {t('coupon.apply')}
        </Button>
      </Group>
    </form>
  );
}
