import { Alert, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BILLING_LIMITS, needsIntracom } from '@shortlist/domain/accounts/address-rules';
import type { BillingAddress } from '@shortlist/domain/accounts/api-contracts';
import { INTRACOM_MAX } from '@shortlist/domain/accounts/intracom-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { checkIntracom } from '../api/check-intracom.ts';
import { useBillingAddress } from '../api/get-billing-address.ts';
import { saveBillingAddress } from '../api/save-billing-address.ts';
import { type BillingAddressForm as BillingValues, ZBillingAddressForm } from '../schemas.ts';
import { CountrySelect, useIsEuCountry } from './country-select.tsx';
import { FormActions } from './form-actions.tsx';
import { SectionCard } from './section-card.tsx';
import { useEditForm } from './use-edit-form.ts';

const EMPTY: BillingValues = {
  CountryId: '',
  Header: '',
  Line1: '',
  Line2: '',
  State: '',
  ZipCode: '',
  City: '',
  IsCompany: false,
  IsCee: false,
  IsAssujetti: false,
  Intracom: '',
};

function toForm(address: BillingAddress | null | undefined): BillingValues {
  if (!address) return EMPTY;
  return {
    CountryId: String(address.CountryId),
    Header: address.Header,
    Line1: address.Line1,
    Line2: address.Line2 ?? '',
    State: address.State ?? '',
    ZipCode: address.ZipCode,
    City: address.City,
    IsCompany: address.IsCompany,
    IsCee: address.IsCee,
    IsAssujetti: address.IsAssujetti,
    Intracom: address.Intracom ?? '',
  };
}

/**
 * Billing address (spec §5): an EU company subject to VAT needs an intracom number, whose format
 * the order API checks before the address is saved; without it the address is incomplete. The
 * profile's addresses page shows it, and the checkout in place (`onSaved`: back to the payment).
 */
export function BillingAddressForm({ onSaved }: { onSaved?: () => void } = {}) {
  const { t } = useTranslation('account');
  const rule = useRuleMessage();
  const queryClient = useQueryClient();
  const billing = useBillingAddress();
  const isEu = useIsEuCountry();
  const { form, onSubmit, cancel } = useEditForm({
    schema: ZBillingAddressForm,
    values: billing.isSuccess ? toForm(billing.data) : undefined,
    // The format per EU country is checked by the order API before saving.
    check: async (body) => {
      if (!needsIntracom(body) || body.Intracom === null) return null;
      const answer = await checkIntracom(body.Intracom);
      return answer.valid ? null : { field: 'Intracom', code: ACCOUNT_RULE.intracomInvalid };
    },
    save: async (body) => {
      const saved = await saveBillingAddress({ queryClient, body });
      onSaved?.();
      return saved;
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const isCompany = form.watch('IsCompany');
  const isCee = form.watch('IsCee');
  const isAssujetti = form.watch('IsAssujetti');
  const countryField = form.register('CountryId');

  return (
    <SectionCard title={t('addresses.billing')}>
      {billing.data && !billing.data.isComplete && (
        <Alert color="yellow" role="status">
          {t('addresses.incomplete')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('addresses.header')}
            required
            autoComplete="name"
            maxLength={BILLING_LIMITS.Header.max}
            error={rule(errors.Header?.message, BILLING_LIMITS.Header)}
            {...form.register('Header')}
          />
          <CountrySelect
            label={t('addresses.country')}
            required
            autoComplete="country"
            error={rule(errors.CountryId?.message)}
            {...countryField}
            onChange={(event) => {
              void countryField.onChange(event);
              // Spec §4: a country change sets the EU flag from the dictionary.
              form.setValue('IsCee', isEu(event.currentTarget.value), { shouldDirty: true });
            }}
            value={form.watch('CountryId') ?? ''}
          />
          <TextInput
            label={t('addresses.line1')}
            required
            autoComplete="address-line1"
            maxLength={BILLING_LIMITS.Line1.max}
            error={rule(errors.Line1?.message, BILLING_LIMITS.Line1)}
            {...form.register('Line1')}
          />
          <TextInput
            label={t('addresses.line2')}
            autoComplete="address-line2"
            maxLength={BILLING_LIMITS.Line2.max}
            error={rule(errors.Line2?.message, BILLING_LIMITS.Line2)}
            {...form.register('Line2')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('addresses.zipCode')}
              required
              autoComplete="postal-code"
              maxLength={BILLING_LIMITS.ZipCode.max}
              error={rule(errors.ZipCode?.message, BILLING_LIMITS.ZipCode)}
              {...form.register('ZipCode')}
            />
            <TextInput
              label={t('addresses.city')}
              required
              autoComplete="address-level2"
              maxLength={BILLING_LIMITS.City.max}
              error={rule(errors.City?.message, BILLING_LIMITS.City)}
              {...form.register('City')}
            />
            <TextInput
              label={t('addresses.province')}
              autoComplete="address-level1"
              maxLength={BILLING_LIMITS.State.max}
              error={rule(errors.State?.message, BILLING_LIMITS.State)}
              {...form.register('State')}
            />
          </SimpleGrid>
          <Checkbox label={t('addresses.isCompany')} {...form.register('IsCompany')} />
          {isCompany && isCee && (
            <Checkbox label={t('addresses.isAssujetti')} {...form.register('IsAssujetti')} />
          )}
          {needsIntracom({ IsCompany: isCompany, IsCee: isCee, IsAssujetti: isAssujetti }) && (
            <TextInput
              label={t('addresses.intracom')}
              description={t('addresses.intracomHint')}
              required
              maxLength={INTRACOM_MAX}
              error={rule(errors.Intracom?.message, { max: INTRACOM_MAX })}
              {...form.register('Intracom')}
            />
          )}
          <FormActions saving={isSubmitting} dirty={isDirty} onCancel={cancel} />
        </Stack>
      </form>
    </SectionCard>
  );
}
