import { Alert, Button, Group, TextInput } from '@mantine/core';
import { CALL_EDITOR_LIMITS, ZSectionRequest } from '@shortlist/domain/festival-space/call-editor-contracts';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useCreateSection } from '../api/create-section.ts';

/** A new section by its English name; its page opens to fill in the rest. */
export function AddSectionForm({ IdFestival, IdCampagne }: { IdFestival: number; IdCampagne: number }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const create = useCreateSection(IdFestival, IdCampagne);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const checked = ZSectionRequest.safeParse({
      Libelle: { en: label },
      Texte: {},
      IsInscription: true,
      IsPayant: true,
      IsPublic: true,
      MotDePasse: null,
    });
    if (!checked.success) return setError(fieldErrors(checked.error)[0]?.code);
    try {
      const section = await create.mutateAsync(checked.data);
      setLabel('');
      navigate(
        path('festivalSpaceSection', {
          id: String(IdFestival),
          call: String(IdCampagne),
          section: String(section.IdCampagneSection),
        }),
      );
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.length > 0) setError(failure.fields[0]?.code);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" mt="md" gap="sm" wrap="wrap">
        <TextInput
          label={t('festivalSpace:callEditor.newSection')}
          description={t('festivalSpace:callEditor.newSectionHelp')}
          required
          maxLength={CALL_EDITOR_LIMITS.label}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={rule(error, { max: CALL_EDITOR_LIMITS.label })}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={create.isPending}>
          {t('festivalSpace:callEditor.addSection')}
        </Button>
      </Group>
      {create.error && !(create.error instanceof ApiRequestError && create.error.fields.length > 0) && (
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(create.error, t)}
        </Alert>
      )}
    </form>
  );
}
