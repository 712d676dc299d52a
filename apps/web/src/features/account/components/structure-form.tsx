import { Stack, Text, TextInput } from '@mantine/core';
import { RAISON_SOCIALE_MAX } from '@shortlist/domain/accounts/person-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useAccountRecord } from '../api/get-account-record.ts';
import { saveAccountRecord } from '../api/save-account-record.ts';
import { ZStructureForm } from '../schemas.ts';
import { FormActions } from './form-actions.tsx';
import { SectionCard } from './section-card.tsx';
import { useEditForm } from './use-edit-form.ts';

/** The company the filmmaker works through (spec §5 Structure: name required, max 100). */
export function StructureForm({ id }: { id: number | null }) {
  const { t } = useTranslation('account');
  const rule = useRuleMessage();
  const queryClient = useQueryClient();
  const structure = useAccountRecord('structures', id);
  const { form, onSubmit, cancel } = useEditForm({
    schema: ZStructureForm,
    values: structure.data
      ? { RaisonSociale: structure.data.RaisonSociale ?? '' }
      : id
        ? undefined
        : { RaisonSociale: '' },
    save: (values) => {
      const body = { ...values, NumeroIntracom: structure.data?.NumeroIntracom ?? null };
      return saveAccountRecord({ queryClient, name: 'structures', id, body });
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  return (
    <SectionCard title={t('structure.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('structure.hint')}
          </Text>
          <TextInput
            label={t('structure.companyName')}
            autoComplete="organization"
            maxLength={RAISON_SOCIALE_MAX}
            error={rule(errors.RaisonSociale?.message, { max: RAISON_SOCIALE_MAX })}
            {...form.register('RaisonSociale')}
          />
          <FormActions saving={isSubmitting} dirty={isDirty} onCancel={cancel} />
        </Stack>
      </form>
    </SectionCard>
  );
}
