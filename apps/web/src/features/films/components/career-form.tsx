import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import {
  BROADCAST_SOURCES,
  FILM_TEXT_LIMITS,
  PRODUCTION_YEAR_MIN,
} from '@shortlist/domain/films/film-values';
import { useQueryClient } from '@tanstack/react-query';
import { type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { updateFilmCareer } from '../api/update-film-career.ts';
import { productionYears } from '../format.ts';
import { type CareerForm as CareerValues, careerValues, ZCareerForm } from '../schemas.ts';
import { type Choice, choicesOf, DictionarySelect } from './dictionary-fields.tsx';
import { FilmForm } from './film-form.tsx';
import { useFilmForm } from './use-film-form.ts';
import { useFilmRuleMessage } from './use-film-messages.ts';
import { useRowError } from './use-row-error.ts';

type RowErrors = Record<string, { message?: string } | undefined> | undefined;
type ListName = 'participations' | 'diffusions';
/** One field of a row: a text (with its length limit) or a choice in a list. */
type RowField = { key: string; label: string; required?: boolean } & (
  | { max: number; choices?: undefined }
  | { choices: Choice[]; max?: undefined }
);

/** The career tab (spec §3, §5): broadcasts (cinema, TV, internet) and festivals, each with a country and a year. */
export function CareerForm({ film }: { film: Film }) {
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const countries = choicesOf(useDictionary('pays').data);
  const years = productionYears(new Date(), PRODUCTION_YEAR_MIN).map((year) => ({
    value: String(year),
    label: String(year),
  }));
  const editing = useFilmForm({
    schema: ZCareerForm,
    values: careerValues(film),
    save: (body) => updateFilmCareer(queryClient, film.Id, body),
  });
  const sources = BROADCAST_SOURCES.map((source) => ({
    value: source,
    label: t(`career.sources.${source}`),
  }));
  const country = { key: 'IdPays', label: t('career.country'), required: true, choices: countries };
  const year = { key: 'Annee', label: t('career.year'), required: true, choices: years };

  return (
    <FilmForm film={film} editing={editing}>
      <CareerList
        form={editing.form}
        name="participations"
        title={t('career.festivals')}
        empty={t('career.noFestival')}
        rowTitle={(number) => t('career.festivalNumber', { number })}
        removeLabel={(number) => t('career.removeFestival', { number })}
        addLabel={t('career.addFestival')}
        blank={{ NomFestival: '', Distinction: '', IdPays: '', Annee: '' }}
        fields={[
          {
            key: 'NomFestival',
            label: t('career.festivalName'),
            required: true,
            max: FILM_TEXT_LIMITS.careerName,
          },
          { key: 'Distinction', label: t('career.award'), max: FILM_TEXT_LIMITS.distinction },
          country,
          year,
        ]}
      />
      <CareerList
        form={editing.form}
        name="diffusions"
        title={t('career.broadcasts')}
        empty={t('career.noBroadcast')}
        rowTitle={(number) => t('career.broadcastNumber', { number })}
        removeLabel={(number) => t('career.removeBroadcast', { number })}
        addLabel={t('career.addBroadcast')}
        blank={{ Source: '', Nom: '', IdPays: '', Annee: '' }}
        fields={[
          { key: 'Source', label: t('career.source'), required: true, choices: sources },
          { key: 'Nom', label: t('career.broadcaster'), max: FILM_TEXT_LIMITS.careerName },
          country,
          year,
        ]}
      />
    </FilmForm>
  );
}

/**
 * One list of the career tab (festivals, broadcasts): its rows, each with its fields in a grid
 * and a remove button, and an add button that focuses the new row.
 */
function CareerList<N extends ListName>(props: {
  form: UseFormReturn<CareerValues, unknown, unknown>;
  name: N;
  title: string;
  empty: string;
  rowTitle: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  blank: CareerValues[N][number];
  fields: RowField[];
}) {
  const { form, name } = props;
  const rule = useFilmRuleMessage();
  const list = useFieldArray({ control: form.control, name: name as ListName });
  const errors = form.formState.errors[name] as RowErrors[] | undefined;
  const shown = useRowError(form.control);
  const path = (index: number, key: string) => `${name}.${index}.${key}` as Path<CareerValues>;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`career-${name}`}>
      <Title order={3} size="h4" id={`career-${name}`}>
        {props.title}
      </Title>
      {list.fields.length === 0 && <Text c="dimmed">{props.empty}</Text>}
      {list.fields.map((row, index) => {
        const rowErrors = errors?.[index];
        return (
          <Paper key={row.id} withBorder p="sm" radius="md">
            <Group justify="space-between" align="center" mb="xs">
              <Text fw={600}>{props.rowTitle(index + 1)}</Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                onClick={() => list.remove(index)}
                aria-label={props.removeLabel(index + 1)}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {props.fields.map((field) =>
                field.choices ? (
                  <DictionarySelect
                    key={field.key}
                    name={`${name}-${index}-${field.key}`}
                    label={field.label}
                    required={field.required}
                    choices={field.choices}
                    error={rule(shown(`${name}.${index}`, field.key, rowErrors?.[field.key]?.message))}
                    registration={form.register(path(index, field.key))}
                  />
                ) : (
                  <TextInput
                    key={field.key}
                    label={field.label}
                    required={field.required}
                    maxLength={field.max}
                    error={rule(shown(`${name}.${index}`, field.key, rowErrors?.[field.key]?.message), {
                      max: field.max,
                    })}
                    {...form.register(path(index, field.key))}
                  />
                ),
              )}
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => list.append(props.blank as never, { shouldFocus: true })}>
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
