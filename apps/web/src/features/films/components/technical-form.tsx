import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { updateFilmTechnical } from '../api/update-film-technical.ts';
import { technicalValues, ZTechnicalForm } from '../schemas.ts';
import { choicesOf, DictionaryMultiSelect, DictionarySelect } from './dictionary-fields.tsx';
import { FilmForm } from './film-form.tsx';
import { useFilmForm } from './use-film-form.ts';
import { useFilmRuleMessage } from './use-film-messages.ts';

const SINGLE = [
  ['IdRatio', 'ratio'],
  ['IdSon', 'son'],
  ['IdFramerate', 'framerate'],
  ['IdPriseVue', 'prise-vue'],
] as const;

/** The technical specification tab (spec §5: every field required; techniques and software may be none). */
export function TechnicalForm({ film }: { film: Film }) {
  const { t } = useTranslation('films');
  const queryClient = useQueryClient();
  const rule = useFilmRuleMessage();
  const dictionaries = {
    ratio: useDictionary('ratio'),
    son: useDictionary('son'),
    framerate: useDictionary('framerate'),
    'prise-vue': useDictionary('prise-vue'),
  };
  const captation = useDictionary('support-captation');
  const projection = useDictionary('support-proj');
  const animation = useDictionary('tech-animation');
  const software = useDictionary('logiciel');
  const editing = useFilmForm({
    schema: ZTechnicalForm,
    values: technicalValues(film),
    save: (body) => updateFilmTechnical(queryClient, film.Id, body),
  });
  const { form } = editing;
  const { errors } = form.formState;

  return (
    <FilmForm film={film} editing={editing}>
      <Text c="dimmed">{t('technical.lead')}</Text>
      <Fieldset legend={t('technical.image')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SINGLE.map(([name, dictionary]) => (
            <DictionarySelect
              key={name}
              name={name}
              label={t(`fields.${name}`)}
              required
              choices={choicesOf(dictionaries[dictionary].data)}
              error={rule(errors[name]?.message)}
              registration={form.register(name)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('technical.supports')}>
        <Stack gap="sm">
          <DictionaryMultiSelect
            control={form.control}
            name="idsSupportCaptation"
            label={t('fields.idsSupportCaptation')}
            required
            choices={choicesOf(captation.data)}
            error={rule(errors.idsSupportCaptation?.message)}
          />
          <DictionaryMultiSelect
            control={form.control}
            name="idsSupportProj"
            label={t('fields.idsSupportProj')}
            required
            choices={choicesOf(projection.data)}
            error={rule(errors.idsSupportProj?.message)}
          />
          <DictionaryMultiSelect
            control={form.control}
            name="idsTechAnimation"
            label={t('fields.idsTechAnimation')}
            description={t('technical.noneIfLive')}
            choices={choicesOf(animation.data)}
            error={rule(errors.idsTechAnimation?.message)}
          />
          <DictionaryMultiSelect
            control={form.control}
            name="logiciels"
            label={t('fields.logiciels')}
            choices={choicesOf(software.data)}
            error={rule(errors.logiciels?.message)}
          />
        </Stack>
      </Fieldset>
    </FilmForm>
  );
}
