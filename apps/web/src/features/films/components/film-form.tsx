import { Alert, Stack } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { SaveBar } from './save-bar.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/**
 * The frame of a tab's form: the fields, the sticky save bar, the guard against leaving with
 * unsaved changes, and a read-only archived film (spec §4: festivals keep what they received).
 */
export function FilmForm<T extends FieldValues>(props: {
  film: Film;
  editing: { form: UseFormReturn<T, unknown, unknown>; onSubmit: () => void; cancel: () => void };
  children: ReactNode;
}) {
  const { t } = useTranslation('films');
  const { form, onSubmit, cancel } = props.editing;
  const { isDirty, isSubmitting, errors, isSubmitted } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="film-tab-title">
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      {!props.film.canEdit && (
        <Alert color="gray" mb="md">
          {t('form.readOnly')}
        </Alert>
      )}
      <fieldset disabled={!props.film.canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {props.children}
          {isSubmitted && Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('form.checkFields')}
            </Alert>
          )}
          {props.film.canEdit && <SaveBar dirty={isDirty} saving={isSubmitting} onCancel={cancel} />}
        </Stack>
      </fieldset>
    </form>
  );
}
