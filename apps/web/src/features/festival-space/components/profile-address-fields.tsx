import { Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FestivalProfile } from '@shortlist/domain/festival-space/profile-contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { ProfileFormValues } from '../profile-form.ts';

/** The festival's address and map position: its time zone follows the city. */
export function ProfileAddressFields({
  form,
  profile,
}: {
  form: UseFormReturn<ProfileFormValues>;
  profile: FestivalProfile;
}) {
  const { t } = useTranslation('festivalSpace');
  const rule = useRuleMessage();
  const countries = useDictionary('pays');
  const { errors } = form.formState;
  const choose = { value: '', label: '—' };
  return (
    <Fieldset legend={t('profile.address')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('profile.country')}
          required
          data={[choose, ...(countries.data ?? []).map((c) => ({ value: String(c.Id), label: c.Libelle }))]}
          error={rule(errors.adresse?.IdPays?.message)}
          {...form.register('adresse.IdPays')}
        />
        <TextInput
          label={t('profile.line1')}
          error={rule(errors.adresse?.Ligne1?.message, { max: 255 })}
          {...form.register('adresse.Ligne1')}
        />
        <TextInput
          label={t('profile.line2')}
          error={rule(errors.adresse?.Ligne2?.message, { max: 255 })}
          {...form.register('adresse.Ligne2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('profile.postcode')}
            error={rule(errors.adresse?.Cp?.message, { max: 40 })}
            {...form.register('adresse.Cp')}
          />
          <TextInput
            label={t('profile.city')}
            error={rule(errors.adresse?.Ville?.message, { max: 200 })}
            {...form.register('adresse.Ville')}
          />
          <TextInput
            label={t('profile.province')}
            error={rule(errors.adresse?.Province?.message, { max: 200 })}
            {...form.register('adresse.Province')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2 }}>
          <TextInput
            label={t('profile.latitude')}
            inputMode="decimal"
            error={rule(errors.GpsLatitude?.message)}
            {...form.register('GpsLatitude')}
          />
          <TextInput
            label={t('profile.longitude')}
            inputMode="decimal"
            error={rule(errors.GpsLongitude?.message)}
            {...form.register('GpsLongitude')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('profile.positionHelp', { zone: profile.timeZone })}
        </Text>
      </Stack>
    </Fieldset>
  );
}
