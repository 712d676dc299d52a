import { Alert, Stack } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { CSSProperties, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveBar } from './save-bar.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/**
 * Mantine's error red (red 6) on white is under the AA contrast for text; the fields and messages
 * of the film forms use red 9 (about 5.4:1).
 */
export const FORM_STYLE = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** A light alert's coloured title fails AA on its tint (orange, green); its texts take the text colour. */
export const READABLE_ALERT = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

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
    <form onSubmit={onSubmit} noValidate aria-labelledby="film-tab-title" style={FORM_STYLE}>
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
