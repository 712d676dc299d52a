import { Checkbox, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { FILM_TEXT_LIMITS, GENRES_MAX } from '@shortlist/domain/films/film-values';
import { useQueryClient } from '@tanstack/react-query';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { updateFilmData } from '../api/update-film-data.ts';
import { fieldId } from '../format.ts';
import { dataValues, ZDataForm } from '../schemas.ts';
import { choicesOf, DictionaryMultiSelect } from './dictionary-fields.tsx';
import { FilmForm } from './film-form.tsx';
import { LanguageTexts } from './language-texts.tsx';
import { useFilmForm } from './use-film-form.ts';
import { useFilmRuleMessage } from './use-film-messages.ts';

/** The data tab (spec §5 "Film data"): international title, links, genres, summaries, languages, countries, themes. */
export function DataForm({ film }: { film: Film }) {
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const rule = useFilmRuleMessage();
  const genres = useDictionary('genre');
  const languages = useDictionary('langue');
  const countries = useDictionary('pays');
  const themes = useDictionary('thematique');
  const editing = useFilmForm({
    schema: ZDataForm,
    values: dataValues(film),
    save: (body) => updateFilmData(queryClient, film.Id, body),
  });
  const { form } = editing;
  const { errors } = form.formState;
  const languageChoices = choicesOf(languages.data);
  const countryChoices = choicesOf(countries.data);
  const texts = { control: form.control, register: form.register, errors, languages: languageChoices };

  return (
    <FilmForm film={film} editing={editing}>
      <Fieldset legend={t('data.titles')}>
        <Stack gap="sm">
          <TextInput
            id={fieldId('TitreInternationnal')}
            label={t('fields.TitreInternationnal')}
            required
            maxLength={FILM_TEXT_LIMITS.title}
            error={rule(errors.TitreInternationnal?.message, { max: FILM_TEXT_LIMITS.title })}
            {...form.register('TitreInternationnal')}
          />
          <LanguageTexts
            {...texts}
            list="titres"
            legend={t('data.otherTitles')}
            addLabel={t('data.addTitle')}
            textLabel={t('data.title')}
            max={FILM_TEXT_LIMITS.title}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('data.summaries')}>
        <Stack gap="sm">
          <Textarea
            id={fieldId('resumeEn')}
            label={t('fields.resumeEn')}
            required
            rows={5}
            resize="vertical"
            maxLength={FILM_TEXT_LIMITS.summary}
            error={rule(errors.resumeEn?.message, { max: FILM_TEXT_LIMITS.summary })}
            {...form.register('resumeEn')}
          />
          <LanguageTexts
            {...texts}
            list="resumes"
            legend={t('data.otherSummaries')}
            addLabel={t('data.addSummary')}
            textLabel={t('data.summary')}
            max={FILM_TEXT_LIMITS.summary}
            multiline
          />
          <LanguageTexts
            {...texts}
            list="synopses"
            legend={t('data.synopses')}
            addLabel={t('data.addSynopsis')}
            textLabel={t('data.synopsis')}
            max={FILM_TEXT_LIMITS.synopsis}
            multiline
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('data.classification')}>
        <Stack gap="sm">
          <DictionaryMultiSelect
            control={form.control}
            name="idsGenre"
            label={t('fields.idsGenre')}
            choices={choicesOf(genres.data)}
            max={GENRES_MAX}
            error={rule(errors.idsGenre?.message)}
          />
          <DictionaryMultiSelect
            control={form.control}
            name="idsThematique"
            label={t('fields.idsThematique')}
            choices={(themes.data ?? []).map((theme) => ({
              value: String(theme.Id),
              label: theme.Libelle,
              group: theme.LibelleGroupe,
            }))}
            error={rule(errors.idsThematique?.message)}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('data.languagesAndCountries')}>
        <Stack gap="sm">
          <DictionaryMultiSelect
            control={form.control}
            name="idsLangueDialogue"
            label={t('fields.idsLangueDialogue')}
            choices={languageChoices}
            error={rule(errors.idsLangueDialogue?.message)}
          />
          <Checkbox
            id={fieldId('IsLangueSigne')}
            label={t('fields.IsLangueSigne')}
            {...form.register('IsLangueSigne')}
          />
          <DictionaryMultiSelect
            control={form.control}
            name="idsPaysCoProd"
            label={t('fields.idsPaysCoProd')}
            choices={countryChoices.filter((country) => country.value !== String(film.idPaysProdPrincipal))}
            error={rule(errors.idsPaysCoProd?.message)}
          />
          <DictionaryMultiSelect
            control={form.control}
            name="idsPaysTournage"
            label={t('fields.idsPaysTournage')}
            choices={countryChoices}
            error={rule(errors.idsPaysTournage?.message)}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('data.links')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={fieldId('UrlSite')}
            label={t('fields.UrlSite')}
            type="url"
            inputMode="url"
            maxLength={FILM_TEXT_LIMITS.url}
            error={rule(errors.UrlSite?.message, { max: FILM_TEXT_LIMITS.url })}
            {...form.register('UrlSite')}
          />
          <TextInput
            id={fieldId('UrlVideo')}
            label={t('fields.UrlVideo')}
            type="url"
            inputMode="url"
            maxLength={FILM_TEXT_LIMITS.url}
            error={rule(errors.UrlVideo?.message, { max: FILM_TEXT_LIMITS.url })}
            {...form.register('UrlVideo')}
          />
        </SimpleGrid>
      </Fieldset>
    </FilmForm>
  );
}
