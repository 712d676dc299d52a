import { MultiSelect, NativeSelect } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { fieldId } from '../format.ts';

/** A dictionary item as a choice: its id as the value, its translated label. */
export type Choice = { value: string; label: string; group?: string };

export function choicesOf(items: Array<{ Id: number; Libelle: string }> | undefined): Choice[] {
  return (items ?? []).map((item) => ({ value: String(item.Id), label: item.Libelle }));
}

/**
 * One choice in a dictionary (`IdRatio`, `IdProcede`...): a native select, '' for none. Mounted
 * again once the choices arrive, so the form sets the saved value on an option that exists (a
 * registered select given its value before then showed "Choose", issue 32).
 */
export function DictionarySelect(props: {
  name: string;
  label: string;
  choices: Choice[];
  required?: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('films');
  return (
    <NativeSelect
      key={props.choices.length === 0 ? 'waiting' : 'ready'}
      id={fieldId(props.name)}
      label={props.label}
      required={props.required}
      data={[{ value: '', label: t('form.choose') }, ...props.choices]}
      error={props.error}
      {...props.registration}
    />
  );
}

/**
 * One choice held by the form's state rather than the DOM: a registered native select set
 * before its options arrive (a dictionary still loading) shows the first option and keeps it
 * when they do, so a saved value looked empty (issue 32). Controlled, it shows the value once
 * its option exists.
 */
export function ControlledSelect<T extends FieldValues, Body>(props: {
  control: Control<T, unknown, Body>;
  name: Path<T>;
  label: string;
  choices: Choice[];
  required?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('films');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <NativeSelect
          id={fieldId(props.name)}
          label={props.label}
          required={props.required}
          data={[{ value: '', label: t('form.choose') }, ...props.choices]}
          error={props.error}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * Several choices in a dictionary (countries, genres, languages...): a searchable multi-select
 * holding the ids as strings, at most `max` when given. Grouped when the choices name a group.
 */
export function DictionaryMultiSelect<T extends FieldValues, Body>(props: {
  control: Control<T, unknown, Body>;
  name: Path<T>;
  label: string;
  choices: Choice[];
  max?: number;
  required?: boolean;
  description?: string;
  error?: string;
}) {
  const { t } = useTranslation('films');
  const grouped = props.choices.some((choice) => choice.group);
  const data = grouped
    ? [...new Set(props.choices.map((choice) => choice.group ?? ''))].map((group) => ({
        group,
        // Mantine reads any item with a `group` key as a group of its own.
        items: props.choices
          .filter((choice) => (choice.group ?? '') === group)
          .map(({ value, label }) => ({ value, label })),
      }))
    : props.choices;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <MultiSelect
          id={fieldId(props.name)}
          label={props.label}
          description={props.description}
          required={props.required}
          data={data}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          clearable
          hidePickedOptions
          maxValues={props.max}
          nothingFoundMessage={t('form.nothingFound')}
          error={props.error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
