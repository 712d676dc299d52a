import { Alert, Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { CATEGORIES_MAX, FILM_TEXT_LIMITS, PRODUCTION_YEAR_MIN } from '@shortlist/domain/films/film-values';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { createFilm } from '../api/create-film.ts';
import { updateFilmCreation } from '../api/update-film-creation.ts';
import { fieldId, monthNames, productionYears } from '../format.ts';
import {
  type CreateForm,
  type CreationForm as CreationValues,
  createValues,
  creationValues,
  ZCreateForm,
  ZCreationForm,
} from '../schemas.ts';
import { ControlledSelect, choicesOf } from './dictionary-fields.tsx';
import { FilmForm } from './film-form.tsx';
import { SaveBar } from './save-bar.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useFilmForm } from './use-film-form.ts';
import { useFilmRuleMessage } from './use-film-messages.ts';

const YES_NO_FIELDS = [
  'IsPremierFilm',
  'IsScriptOriginal',
  'IsMusiqueOriginale',
  'IsSansDialogue',
  'IsSilencieux',
  'IsLibreDroits',
  'IsDroitsMusiqueAcquis',
] as const;

/** The creation tab of a new film (`POST films`, with the rights-holder declaration). */
export function NewFilmForm() {
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const { form, onSubmit, cancel } = useFilmForm({
    schema: ZCreateForm,
    values: createValues(),
    save: async (body) => {
      const film = await createFilm(queryClient, body);
      // The record exists now: its other tabs open, starting with the film's data.
      await navigate(path('filmEdit', { id: String(film.Id), tab: 'data' }), { state: { saved: true } });
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const rule = useFilmRuleMessage();
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="film-tab-title">
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      <Stack gap="lg">
        <CreationFields form={form} />
        <Fieldset legend={t('creation.rightsTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('creation.rightsText')}</Text>
            <Checkbox
              id={fieldId('IsDeclarationDroits')}
              label={t('creation.rightsCheck')}
              error={rule(errors.IsDeclarationDroits?.message)}
              {...form.register('IsDeclarationDroits')}
            />
          </Stack>
        </Fieldset>
        {form.formState.isSubmitted && Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('form.checkFields')}
          </Alert>
        )}
        <SaveBar dirty={isDirty} saving={isSubmitting} onCancel={cancel} saveLabel={t('creation.create')} />
      </Stack>
    </form>
  );
}

/** The creation tab of an existing film (`PUT films/{id}`). */
export function CreationForm({ film }: { film: Film }) {
  const queryClient = useQueryClient();
  const editing = useFilmForm({
    schema: ZCreationForm,
    values: creationValues(film),
    save: (body) => updateFilmCreation(queryClient, film.Id, body),
  });
  return (
    <FilmForm film={film} editing={editing}>
      <CreationFields form={editing.form} />
    </FilmForm>
  );
}

/** The fields both share (spec §5 "Film creation"). */
function CreationFields<T extends CreationValues | CreateForm>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  // One form type for the fields: both forms hold every creation field under the same names.
  const f = form as unknown as UseFormReturn<CreationValues, unknown, unknown>;
  const { t } = useTranslation('films');
  const language = useLanguage();
  const rule = useFilmRuleMessage();
  const processes = useDictionary('procede');
  const countries = useDictionary('pays');
  const categories = useDictionary('categorie');
  const { errors } = f.formState;
  const choose = { value: '', label: t('form.choose') };
  const schoolFilm = f.watch('IsFilmEcole');
  const months = monthNames(language);

  return (
    <Stack gap="lg">
      <Fieldset legend={t('creation.titles')}>
        <Stack gap="sm">
          <TextInput
            id={fieldId('TitreOriginal')}
            label={t('fields.TitreOriginal')}
            required
            maxLength={FILM_TEXT_LIMITS.title}
            error={rule(errors.TitreOriginal?.message, { max: FILM_TEXT_LIMITS.title })}
            {...f.register('TitreOriginal')}
          />
          <TextInput
            id={fieldId('TitreLatin')}
            label={t('fields.TitreLatin')}
            description={t('creation.latinHelp')}
            maxLength={FILM_TEXT_LIMITS.title}
            error={rule(errors.TitreLatin?.message, { max: FILM_TEXT_LIMITS.title })}
            {...f.register('TitreLatin')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('creation.production')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              id={fieldId('AnneeProd')}
              label={t('fields.AnneeProd')}
              required
              data={[choose, ...productionYears(new Date(), PRODUCTION_YEAR_MIN).map(String)]}
              error={rule(errors.AnneeProd?.message)}
              {...f.register('AnneeProd')}
            />
            <NativeSelect
              id={fieldId('MoisProd')}
              label={t('fields.MoisProd')}
              required
              data={[choose, ...months.map((name, index) => ({ value: String(index + 1), label: name }))]}
              error={rule(errors.MoisProd?.message)}
              {...f.register('MoisProd')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput
              id={fieldId('dureeMinutes')}
              label={t('fields.dureeMinutes')}
              required
              inputMode="numeric"
              maxLength={4}
              error={rule(errors.dureeMinutes?.message)}
              {...f.register('dureeMinutes')}
            />
            <TextInput
              id={fieldId('dureeSecondes')}
              label={t('fields.dureeSecondes')}
              inputMode="numeric"
              maxLength={2}
              error={rule(errors.dureeSecondes?.message)}
              {...f.register('dureeSecondes')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ControlledSelect
              control={f.control}
              name="IdProcede"
              label={t('fields.IdProcede')}
              required
              choices={choicesOf(processes.data)}
              error={rule(errors.IdProcede?.message)}
            />
            <ControlledSelect
              control={f.control}
              name="idPaysProdPrincipal"
              label={t('fields.idPaysProdPrincipal')}
              required
              choices={choicesOf(countries.data)}
              error={rule(errors.idPaysProdPrincipal?.message)}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Controller
        control={f.control}
        name="idsCategorie"
        render={({ field }) => (
          <Checkbox.Group
            id={fieldId('idsCategorie')}
            label={t('fields.idsCategorie')}
            description={t('creation.categoriesHelp', { max: CATEGORIES_MAX })}
            required
            value={field.value}
            onChange={field.onChange}
            error={rule(errors.idsCategorie?.message)}
            tabIndex={-1}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
              {(categories.data ?? []).map((category) => (
                <Checkbox
                  key={category.Id}
                  value={String(category.Id)}
                  label={category.Libelle}
                  onBlur={field.onBlur}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <Fieldset legend={t('creation.about')}>
        <Stack gap="xs">
          <Checkbox
            id={fieldId('IsFilmEcole')}
            label={t('fields.IsFilmEcole')}
            {...f.register('IsFilmEcole')}
          />
          {schoolFilm && (
            <TextInput
              id={fieldId('NomEcole')}
              label={t('fields.NomEcole')}
              required
              maxLength={FILM_TEXT_LIMITS.schoolName}
              error={rule(errors.NomEcole?.message, { max: FILM_TEXT_LIMITS.schoolName })}
              {...f.register('NomEcole')}
            />
          )}
          {YES_NO_FIELDS.map((name) => (
            <Checkbox
              key={name}
              id={fieldId(name)}
              label={t(`fields.${name}`)}
              {...f.register(name as Path<CreationValues>)}
            />
          ))}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
