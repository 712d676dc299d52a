import { ActionIcon, Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import type { FilmDataRequest } from '@shortlist/domain/films/film-rules';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { DataForm } from '../schemas.ts';
import { type Choice, DictionarySelect } from './dictionary-fields.tsx';
import { useFilmRuleMessage } from './use-film-messages.ts';
import { useRowError } from './use-row-error.ts';

type ListName = 'titres' | 'resumes' | 'synopses';
const TEXT_KEY = { titres: 'Titre', resumes: 'Resume', synopses: 'Synopsis' } as const;

/**
 * Titles, summaries or synopses in other languages (spec §5: each needs a language and a text):
 * rows added and removed, a language at most once (the rule says DUPLICATE).
 */
export function LanguageTexts(props: {
  list: ListName;
  legend: string;
  addLabel: string;
  textLabel: string;
  languages: Choice[];
  max: number;
  multiline?: boolean;
  control: Control<DataForm, unknown, FilmDataRequest>;
  register: UseFormRegister<DataForm>;
  errors: FieldErrors<DataForm>;
}) {
  const { t } = useTranslation('films');
  const rule = useFilmRuleMessage();
  const { fields, append, remove } = useFieldArray({ control: props.control, name: props.list });
  const key = TEXT_KEY[props.list];
  const shown = useRowError(props.control);
  const listErrors = props.errors[props.list];
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, padding: 0 }}>{props.legend}</legend>
      {fields.map((row, index) => {
        const errors = (listErrors as unknown as Array<Record<string, { message?: string }>> | undefined)?.[
          index
        ];
        const textProps = {
          label: props.textLabel,
          required: true,
          maxLength: props.max,
          error: rule(shown(`${props.list}.${index}`, key, errors?.[key]?.message), { max: props.max }),
          ...props.register(`${props.list}.${index}.${key}` as `titres.${number}.Titre`),
        };
        return (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            radius="md"
            component="fieldset"
            style={{ margin: 0, minWidth: 0 }}
          >
            <legend className="visually-hidden">
              {t('data.rowLegend', { label: props.textLabel, number: index + 1 })}
            </legend>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <DictionarySelect
                  name={`${props.list}-${index}-IdLangue`}
                  label={t('data.language')}
                  required
                  choices={props.languages}
                  error={rule(shown(`${props.list}.${index}`, 'IdLangue', errors?.IdLangue?.message))}
                  registration={props.register(`${props.list}.${index}.IdLangue`)}
                />
                {props.multiline ? (
                  <Textarea rows={4} resize="vertical" {...textProps} />
                ) : (
                  <TextInput {...textProps} />
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red.9"
                mt={28}
                onClick={() => remove(index)}
                aria-label={t('data.removeRow', { label: props.legend, number: index + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {listErrors?.root?.message || listErrors?.message ? (
        <div
          role="alert"
          style={{ color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {rule(listErrors?.root?.message ?? listErrors?.message)}
        </div>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="sm"
          onClick={() => append({ IdLangue: '', [key]: '' } as never, { shouldFocus: true })}
        >
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
