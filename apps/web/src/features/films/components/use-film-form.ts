import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ARRIVING_RECORD, EXPLICIT_RESET } from '../../../shared/forms/record-resets.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useFilmError } from './use-film-messages.ts';

/**
 * The edit-form rules of spec §4 for a tab of the film record: saving unchanged succeeds without
 * a call; an invalid form is refused (the first failing rule per field is shown, focus goes to
 * it); on failure or cancel the data reverts to what was loaded. A toast says the outcome. The
 * form holds what the fields show; `save` receives the body of the tab's call.
 */
export function useFilmForm<Input extends FieldValues, Output>(options: {
  schema: z.ZodType<Output, Input>;
  values: Input;
  save: (body: Output) => Promise<unknown>;
  /** A check with the server before saving (is the shortname free?); the failing field's rule. */
  check?: (body: Output) => Promise<{ field: Path<Input>; code: string } | null>;
}) {
  const { t } = useTranslation('films');
  const notify = useNotify();
  const filmError = useFilmError();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    values: options.values,
    defaultValues: options.values as DefaultValues<Input>,
    resetOptions: ARRIVING_RECORD,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    if (!form.formState.isDirty) {
      notify.success(t('form.saved'));
      return;
    }
    try {
      const failed = await options.check?.(body);
      if (failed) {
        form.setError(failed.field, { type: 'server', message: failed.code }, { shouldFocus: true });
        return;
      }
      await options.save(body);
      // The saved record comes back through `values` (the query cache) as the server kept it.
      form.reset(form.getValues(), EXPLICIT_RESET);
      notify.success(t('form.saved'));
    } catch (error) {
      form.reset(options.values, EXPLICIT_RESET);
      notify.error(filmError(error, t('form.saveFailed')));
    }
  });

  const cancel = () => form.reset(options.values, EXPLICIT_RESET);
  return { form, onSubmit, cancel };
}
