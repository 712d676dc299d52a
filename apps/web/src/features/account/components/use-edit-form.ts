import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAccountError } from '../../../shared/errors/use-account-error.ts';
import { ARRIVING_RECORD, EXPLICIT_RESET } from '../../../shared/forms/record-resets.ts';
import { useClearStaleErrors } from '../../../shared/forms/use-clear-stale-errors.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';

/**
 * The edit-form rules of spec §4: saving unchanged succeeds without a call; an invalid form is
 * refused; on failure or cancel the data reverts to what was loaded. A toast says the outcome.
 * The form holds the schema's input (what the fields show); `save` receives its output (the body).
 */
export function useEditForm<Input extends FieldValues, Output>(options: {
  schema: z.ZodType<Output, Input>;
  values: Input | undefined;
  save: (values: Output) => Promise<unknown>;
  /** A check with the server before saving (intracom number); returns the failing field's rule. */
  check?: (values: Output) => Promise<{ field: Path<Input>; code: string } | null>;
  failure?: string;
}) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const accountError = useAccountError();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    values: options.values,
    defaultValues: options.values as DefaultValues<Input> | undefined,
    resetOptions: ARRIVING_RECORD,
    mode: 'onTouched',
  });
  useClearStaleErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!form.formState.isDirty) {
      notify.success(t('actions.saved'));
      return;
    }
    try {
      const failed = await options.check?.(values);
      if (failed) {
        form.setError(failed.field, { type: 'server', message: failed.code }, { shouldFocus: true });
        return;
      }
      await options.save(values);
      // The saved record then comes back through `values` (the query cache) as the server kept it.
      form.reset(form.getValues(), EXPLICIT_RESET);
      notify.success(t('actions.saved'));
    } catch (error) {
      form.reset(options.values, EXPLICIT_RESET);
      notify.error(accountError(error, options.failure ?? t('actions.saveFailed')));
    }
  });

  const cancel = () => form.reset(options.values, EXPLICIT_RESET);
  return { form, onSubmit, cancel };
}
