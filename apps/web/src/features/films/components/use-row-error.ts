import { type Control, type FieldValues, get, useFormState, useWatch } from 'react-hook-form';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A repeatable row's field error, shown once a save was tried, or once that field was left in a
 * row the user has started filling in (issue 32). Adding a row revalidates its whole list
 * (react-hook-form's field arrays), and adding a second row moves the focus out of the first:
 * either would show a row nobody has typed in yet in error.
 */
export function useRowError<T extends FieldValues, Body>(control: Control<T, unknown, Body>) {
  const { touchedFields, isSubmitted } = useFormState({ control });
  const values = useWatch({ control });
  return (row: string, key: string, message: string | undefined): string | undefined => {
    if (!message || isSubmitted) return message;
    const started = Object.values((get(values, row) as Record<string, unknown> | undefined) ?? {}).some(
      (value) => !blank(value),
    );
    return started && get(touchedFields, `${row}.${key}`) ? message : undefined;
  };
}
