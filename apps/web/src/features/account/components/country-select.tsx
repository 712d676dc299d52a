import { Badge, Group, NativeSelect } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** Country choice from the `pays` dictionary, with the EU flag shown for EU countries (spec §4). */
export function CountrySelect(props: Omit<ComponentProps<typeof NativeSelect>, 'data'> & { value: string }) {
  const { t } = useTranslation('account');
  const countries = useDictionary('pays');
  const options = [...(countries.data ?? [])].sort((a, b) => a.Libelle.localeCompare(b.Libelle));
  const selected = options.find((country) => String(country.Id) === props.value);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <NativeSelect
        {...props}
        style={{ flex: 1 }}
        data={[
          { value: '', label: t('person.choose') },
          ...options.map((c) => ({ value: String(c.Id), label: c.Libelle })),
        ]}
      />
      {selected?.IsCee && (
        <Badge variant="light" color="blue" mb={6}>
          {t('addresses.euCountry')}
        </Badge>
      )}
    </Group>
  );
}

/** Whether a country of the dictionary is in the EU (`IsCee`). */
export function useIsEuCountry(): (countryId: string) => boolean {
  const countries = useDictionary('pays');
  return (countryId) => Boolean(countries.data?.find((c) => String(c.Id) === countryId)?.IsCee);
}
