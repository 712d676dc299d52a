import { Fieldset, MultiSelect, Stack } from '@mantine/core';
import { PROFILE_LIMITS } from '@shortlist/domain/festival-space/profile-contracts';
import type { UseFormReturn } from 'react-hook-form';
import { type Control, Controller } from 'react-hook-form';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { ProfileFormValues } from '../profile-form.ts';

/** The festival's genres, categories and themes. */
export function ProfileListFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t } = useTranslation('festivalSpace');
  const rule = useRuleMessage();
  const genres = useDictionary('genre');
  const categories = useDictionary('categorie');
  const themes = useDictionary('thematique');
  const { errors } = form.formState;
  return (
    <Fieldset legend={t('profile.lists')}>
      <Stack gap="sm">
        <ListSelect
          control={form.control}
          name="idsGenre"
          label={t('profile.genres')}
          items={genres.data}
          error={rule(errors.idsGenre?.message, { max: PROFILE_LIMITS.dictionary })}
        />
        <ListSelect
          control={form.control}
          name="idsCategorie"
          label={t('profile.categories')}
          items={categories.data}
          error={rule(errors.idsCategorie?.message, { max: PROFILE_LIMITS.dictionary })}
        />
        <ListSelect
          control={form.control}
          name="idsThematique"
          label={t('profile.themes')}
          items={themes.data}
          error={rule(errors.idsThematique?.message, { max: PROFILE_LIMITS.dictionary })}
        />
      </Stack>
    </Fieldset>
  );
}

/** Several entries of a dictionary (genres, categories, themes), their ids as strings. */
function ListSelect(props: {
  control: Control<ProfileFormValues>;
  name: 'idsGenre' | 'idsCategorie' | 'idsThematique';
  label: string;
  items: { Id: number; Libelle: string }[] | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation('festivalSpace');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <MultiSelect
          id={`profile-${props.name}`}
          label={props.label}
          description={t('profile.listMax', { max: PROFILE_LIMITS.dictionary })}
          data={(props.items ?? []).map((item) => ({ value: String(item.Id), label: item.Libelle }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          clearable
          hidePickedOptions
          maxValues={PROFILE_LIMITS.dictionary}
          nothingFoundMessage={t('profile.nothingFound')}
          error={props.error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
