import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Person } from '@shortlist/domain/accounts/api-contracts';
import { birthYears, NAME_MAX, PSEUDO_MAX } from '@shortlist/domain/accounts/person-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useAccountRecord } from '../api/get-account-record.ts';
import { saveAccountRecord } from '../api/save-account-record.ts';
import { type PersonForm as PersonValues, ZPersonForm } from '../schemas.ts';
import { FormActions } from './form-actions.tsx';
import { SectionCard } from './section-card.tsx';
import { useEditForm } from './use-edit-form.ts';

function toForm(person: Person | undefined, id: number | null): PersonValues | undefined {
  if (!person) {
    return id ? undefined : { IdCivilite: '', Prenom: '', Nom: '', Pseudo: '', AnneeNaissance: '' };
  }
  return {
    IdCivilite: person.IdCivilite ? String(person.IdCivilite) : '',
    Prenom: person.Prenom ?? '',
    Nom: person.Nom ?? '',
    Pseudo: person.Pseudo ?? '',
    AnneeNaissance: person.AnneeNaissance ? String(person.AnneeNaissance) : '',
  };
}

/** Personal details (spec §5 Person): civility, names in Latin characters, pseudonym, birth year. */
export function PersonForm({ id }: { id: number | null }) {
  const { t } = useTranslation('account');
  const rule = useRuleMessage();
  const queryClient = useQueryClient();
  const person = useAccountRecord('personnes', id);
  const civilities = useDictionary('civilite');
  const { form, onSubmit, cancel } = useEditForm({
    schema: ZPersonForm,
    values: toForm(person.data, id),
    save: (body) => saveAccountRecord({ queryClient, name: 'personnes', id, body }),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const choose = { value: '', label: t('person.choose') };

  return (
    <SectionCard title={t('person.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t('person.civility')}
            data={[
              choose,
              ...(civilities.data ?? []).map((c) => ({ value: String(c.Id), label: c.Libelle })),
            ]}
            {...form.register('IdCivilite')}
            value={form.watch('IdCivilite') ?? ''}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('person.firstName')}
              required
              autoComplete="given-name"
              maxLength={NAME_MAX}
              error={rule(errors.Prenom?.message, { max: NAME_MAX })}
              {...form.register('Prenom')}
            />
            <TextInput
              label={t('person.lastName')}
              required
              autoComplete="family-name"
              maxLength={NAME_MAX}
              error={rule(errors.Nom?.message, { max: NAME_MAX })}
              {...form.register('Nom')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('person.pseudonym')}
              maxLength={PSEUDO_MAX}
              error={rule(errors.Pseudo?.message, { max: PSEUDO_MAX })}
              {...form.register('Pseudo')}
            />
            <NativeSelect
              label={t('person.birthYear')}
              data={[choose, ...birthYears(new Date()).map(String)]}
              {...form.register('AnneeNaissance')}
              value={form.watch('AnneeNaissance') ?? ''}
            />
          </SimpleGrid>
          <FormActions saving={isSubmitting} dirty={isDirty} onCancel={cancel} />
        </Stack>
      </form>
    </SectionCard>
  );
}
