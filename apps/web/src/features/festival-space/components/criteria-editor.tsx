import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Modal,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type SectionDetail, ZSectionCriteria } from '@shortlist/domain/festival-space/call-editor-contracts';
import type { CriteriaValues } from '@shortlist/domain/festivals/criteria-editing';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { useMemo, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useRuleMessage } from '../../../shared/errors/use-rule-message.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useEligibleFilms } from '../api/count-eligible-films.ts';
import { useSaveSectionCriteria } from '../api/save-section-criteria.ts';
import { type CriteriaForm, criteriaForm, criteriaValues, type Either } from '../criteria-form.ts';

type Conflict = { IdInscription: number; Numero: number | null; TitreOriginal: string }[];

/** How long the editor waits after the last change before counting the films again. */
const COUNT_DELAY_MS = 400;

/**
 * The criteria of a section (issue 33, spec §3 "Section criteria"), each group with whether
 * Shortlist checks it; the shared schema judges them as they are typed (contradictions show on
 * their field) and, once they parse, the server counts the platform's films they let in with the
 * panel's own rule. Saving criteria that would make paid entries ineligible lists them and asks
 * first; confirming keeps every entry.
 */
export function CriteriaEditor(props: { IdFestival: number; IdCampagne: number; section: SectionDetail }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const rule = useRuleMessage();
  const notify = useNotify();
  const { IdFestival, IdCampagne, section } = props;
  const [form, setForm] = useState<CriteriaForm>(() => criteriaForm(section.criteria as CriteriaValues));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const save = useSaveSectionCriteria(IdFestival, IdCampagne, section.IdCampagneSection);
  const countries = useDictionary('pays');
  const categories = useDictionary('categorie');
  const genres = useDictionary('genre');
  const themes = useDictionary('thematique');
  const languages = useDictionary('langue');

  const parsed = useMemo(() => ZSectionCriteria.safeParse(criteriaValues(form)), [form]);
  const localErrors = useMemo(
    () =>
      parsed.success
        ? {}
        : Object.fromEntries(fieldErrors(parsed.error).map((e) => [e.path, e.code] as const)),
    [parsed],
  );
  const errors: Record<string, string> = { ...serverErrors, ...localErrors };
  const [debounced] = useDebouncedValue(
    parsed.success ? (parsed.data as CriteriaValues) : null,
    COUNT_DELAY_MS,
  );
  const count = useEligibleFilms(IdFestival, debounced);

  const set = <K extends keyof CriteriaForm>(key: K, value: CriteriaForm[K]) => {
    setServerErrors({});
    setForm((current) => ({ ...current, [key]: value }));
  };
  /** The rule a field fails: a contradiction in this editor's words, anything else as every form says it. */
  const error = (path: string) => {
    const code = errors[path];
    if (!code) return undefined;
    return code.startsWith('CRITERIA_') ? t(`festivalSpace:callEditor.rules.${code}`) : rule(code);
  };

  const submit = async (confirm: boolean) => {
    if (!parsed.success) return;
    try {
      const answer = await save.mutateAsync({ criteria: parsed.data as CriteriaValues, confirm });
      if (answer.conflict) {
        setConflict(answer.conflict.entries);
        return;
      }
      setConflict(null);
      notify.success(t('festivalSpace:callEditor.criteriaSaved'));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.length > 0) {
        setServerErrors(
          Object.fromEntries(failure.fields.map((f) => [f.path.replace(/^criteria\./, ''), f.code] as const)),
        );
      }
    }
  };

  const options = (items: { Id: number; Libelle: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.Id), label: item.Libelle }));
  const eitherData = (name: 'firstFilm' | 'schoolFilm') =>
    (['either', 'yes', 'no'] as const).map((value) => ({
      value,
      label: t(`festivalSpace:callEditor.${name}Options.${value}`),
    }));
  const checkedBox = (key: keyof CriteriaForm) => (
    <Checkbox
      label={t('festivalSpace:callEditor.checked')}
      checked={form[key] as boolean}
      onChange={(event) => set(key, event.currentTarget.checked as never)}
    />
  );
  const list = (
    key: 'countries' | 'categories' | 'genres' | 'themes' | 'subtitles',
    label: string,
    data: { value: string; label: string }[],
    path: string,
  ) => (
    <MultiSelect
      label={label}
      data={data}
      value={form[key]}
      onChange={(value) => set(key, value)}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('festivalSpace:callEditor.nothingFound')}
      error={error(path)}
    />
  );

  return (
    <Stack gap="md">
      <Alert
        color={parsed.success ? 'blue' : 'gray'}
        variant="light"
        role="status"
        aria-live="polite"
        data-testid="eligible-count"
      >
        {!parsed.success
          ? t('festivalSpace:callEditor.countWaiting')
          : count.isError
            ? t('festivalSpace:callEditor.countError')
            : count.data === undefined
              ? t('festivalSpace:callEditor.counting')
              : t('festivalSpace:callEditor.count', {
                  count: count.data.eligible,
                  total: count.data.total,
                  subtitles: count.data.missingSubtitles,
                })}
      </Alert>

      <Fieldset legend={t('festivalSpace:callEditor.production')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput
              label={t('festivalSpace:callEditor.month')}
              inputMode="numeric"
              maxLength={2}
              value={form.month}
              onChange={(e) => set('month', e.currentTarget.value)}
              error={error('film.MoisProduction')}
            />
            <TextInput
              label={t('festivalSpace:callEditor.year')}
              inputMode="numeric"
              maxLength={4}
              value={form.year}
              onChange={(e) => set('year', e.currentTarget.value)}
              error={error('film.AnneeProduction')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('festivalSpace:callEditor.productionHelp')}
          </Text>
          {checkedBox('filmChecked')}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('festivalSpace:callEditor.duration')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput
              label={t('festivalSpace:callEditor.minMinutes')}
              inputMode="decimal"
              value={form.minMinutes}
              onChange={(e) => set('minMinutes', e.currentTarget.value)}
              error={error('duration.DureeMin')}
            />
            <TextInput
              label={t('festivalSpace:callEditor.maxMinutes')}
              inputMode="decimal"
              value={form.maxMinutes}
              onChange={(e) => set('maxMinutes', e.currentTarget.value)}
              error={error('duration.DureeMax')}
            />
          </SimpleGrid>
          {checkedBox('durationChecked')}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('festivalSpace:callEditor.country')}>
        <Stack gap="sm">
          <NativeSelect
            label={t('festivalSpace:callEditor.countryMode')}
            data={[
              { value: 'include', label: t('festivalSpace:callEditor.countryInclude') },
              { value: 'exclude', label: t('festivalSpace:callEditor.countryExclude') },
            ]}
            value={form.countryMode}
            onChange={(e) => set('countryMode', e.currentTarget.value as CriteriaForm['countryMode'])}
          />
          {list(
            'countries',
            t('festivalSpace:callEditor.countries'),
            options(countries.data),
            'country.Valeurs',
          )}
          <Checkbox
            label={t('festivalSpace:callEditor.mainCountryOnly')}
            checked={form.mainCountryOnly}
            onChange={(e) => set('mainCountryOnly', e.currentTarget.checked)}
          />
          {checkedBox('countryChecked')}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('festivalSpace:callEditor.kinds')}>
        <Stack gap="sm">
          {list(
            'categories',
            t('festivalSpace:callEditor.categories'),
            options(categories.data),
            'categories.Valeurs',
          )}
          {checkedBox('categoriesChecked')}
          {list('genres', t('festivalSpace:callEditor.genres'), options(genres.data), 'genres.Valeurs')}
          {checkedBox('genresChecked')}
          {list('themes', t('festivalSpace:callEditor.themes'), options(themes.data), 'themes.Valeurs')}
          {checkedBox('themesChecked')}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('festivalSpace:callEditor.subtitles')}>
        <Stack gap="sm">
          {list(
            'subtitles',
            t('festivalSpace:callEditor.subtitleLanguages'),
            options(languages.data),
            'subtitle.IdsLanguesSubs',
          )}
          {checkedBox('subtitleChecked')}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('festivalSpace:callEditor.filmKind')}>
        <Stack gap="sm">
          <NativeSelect
            label={t('festivalSpace:callEditor.firstFilm')}
            data={eitherData('firstFilm')}
            value={form.firstFilm}
            onChange={(e) => set('firstFilm', e.currentTarget.value as Either)}
          />
          {checkedBox('firstFilmChecked')}
          <NativeSelect
            label={t('festivalSpace:callEditor.schoolFilm')}
            data={eitherData('schoolFilm')}
            value={form.schoolFilm}
            onChange={(e) => set('schoolFilm', e.currentTarget.value as Either)}
          />
          {checkedBox('schoolFilmChecked')}
        </Stack>
      </Fieldset>

      {save.error && (
        <Alert color="red" role="alert">
          {errorMessage(save.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => submit(false)}
          loading={save.isPending && conflict === null}
          disabled={!parsed.success}
        >
          {t('festivalSpace:callEditor.saveCriteria')}
        </Button>
      </Group>

      <Modal
        opened={conflict !== null}
        onClose={() => setConflict(null)}
        title={t('festivalSpace:callEditor.conflictTitle')}
        closeButtonProps={{ 'aria-label': t('festivalSpace:callEditor.cancel') }}
        returnFocus
      >
        <Stack gap="sm">
          <Text>{t('festivalSpace:callEditor.conflictLead', { count: conflict?.length ?? 0 })}</Text>
          <List data-testid="excluded-entries">
            {(conflict ?? []).map((entry) => (
              <List.Item key={entry.IdInscription}>
                {entry.Numero === null
                  ? entry.TitreOriginal
                  : t('festivalSpace:callEditor.conflictEntry', {
                      number: entry.Numero,
                      title: entry.TitreOriginal,
                    })}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('festivalSpace:callEditor.conflictKeep')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConflict(null)} data-autofocus>
              {t('festivalSpace:callEditor.cancel')}
            </Button>
            <Button color="orange" onClick={() => submit(true)} loading={save.isPending}>
              {t('festivalSpace:callEditor.conflictConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
