import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ADRESSE_LIMITS } from '@shortlist/domain/accounts/address-rules';
import type { PostalAddress } from '@shortlist/domain/accounts/api-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useAccountRecord } from '../api/get-account-record.ts';
import { saveAccountRecord } from '../api/save-account-record.ts';
import { type PostalAddressForm as PostalValues, ZPostalAddressForm } from '../schemas.ts';
import { CountrySelect } from './country-select.tsx';
import { FormActions } from './form-actions.tsx';
import { SectionCard } from './section-card.tsx';
import { useEditForm } from './use-edit-form.ts';

const EMPTY: PostalValues = { IdPays: '', Ligne1: '', Ligne2: '', Province: '', Cp: '', Ville: '' };

function toForm(address: PostalAddress | undefined, id: number | null): PostalValues | undefined {
  if (!address) return id ? undefined : EMPTY;
  return {
    IdPays: address.IdPays ? String(address.IdPays) : '',
    Ligne1: address.Ligne1 ?? '',
    Ligne2: address.Ligne2 ?? '',
    Province: address.Province ?? '',
    Cp: address.Cp ?? '',
    Ville: address.Ville ?? '',
  };
}

/** Postal address (spec §5): country required; lines 255, province 200, postcode 40, city 200. */
export function PostalAddressForm({ id }: { id: number | null }) {
  const { t } = useTranslation('account');
  const rule = useRuleMessage();
  const queryClient = useQueryClient();
  const address = useAccountRecord('adresses', id);
  const { form, onSubmit, cancel } = useEditForm({
    schema: ZPostalAddressForm,
    values: toForm(address.data, id),
    save: (body) => saveAccountRecord({ queryClient, name: 'adresses', id, body }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  return (
    <SectionCard title={t('addresses.postal')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <CountrySelect
            label={t('addresses.country')}
            required
            autoComplete="country"
            error={rule(errors.IdPays?.message)}
            {...form.register('IdPays')}
            value={form.watch('IdPays') ?? ''}
          />
          <TextInput
            label={t('addresses.line1')}
            autoComplete="address-line1"
            maxLength={ADRESSE_LIMITS.Ligne1}
            error={rule(errors.Ligne1?.message, { max: ADRESSE_LIMITS.Ligne1 })}
            {...form.register('Ligne1')}
          />
          <TextInput
            label={t('addresses.line2')}
            autoComplete="address-line2"
            maxLength={ADRESSE_LIMITS.Ligne2}
            error={rule(errors.Ligne2?.message, { max: ADRESSE_LIMITS.Ligne2 })}
            {...form.register('Ligne2')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('addresses.zipCode')}
              autoComplete="postal-code"
              maxLength={ADRESSE_LIMITS.Cp}
              error={rule(errors.Cp?.message, { max: ADRESSE_LIMITS.Cp })}
              {...form.register('Cp')}
            />
            <TextInput
              label={t('addresses.city')}
              autoComplete="address-level2"
              maxLength={ADRESSE_LIMITS.Ville}
              error={rule(errors.Ville?.message, { max: ADRESSE_LIMITS.Ville })}
              {...form.register('Ville')}
            />
            <TextInput
              label={t('addresses.province')}
              autoComplete="address-level1"
              maxLength={ADRESSE_LIMITS.Province}
              error={rule(errors.Province?.message, { max: ADRESSE_LIMITS.Province })}
              {...form.register('Province')}
            />
          </SimpleGrid>
          <FormActions saving={isSubmitting} dirty={isDirty} onCancel={cancel} />
        </Stack>
      </form>
    </SectionCard>
  );
}
