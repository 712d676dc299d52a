import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * React Hook Form re-validates only the field being typed in, so a rule spanning two fields
 * (confirmation must match, new password must differ from the current one) left the other
 * field's message in place after the user fixed it. On every change this re-checks the fields
 * that show an error, and only those: it clears messages, never raises one on an untouched field.
 */
export function useClearStaleErrors<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const stale = Object.keys(form.formState.errors).filter((field) => field !== name && field !== 'root');
      if (stale.length > 0) void form.trigger(stale as Parameters<typeof form.trigger>[0]);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
