import { Button, Group, Stack } from '@mantine/core';
import type { DicoItem, Thematique } from '@shortlist/domain/dictionaries';
import { COMPARER, type Comparer } from '@shortlist/domain/festivals/festival-filter-rules';
import { memo, useDeferredValue, useMemo } from 'react';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { DeferredMultiSelect, DeferredSelect } from '../../../shared/ui/deferred-select.tsx';
import { LightCheckbox } from '../../../shared/ui/light-checkbox.tsx';
import { LightSelectField } from '../../../shared/ui/light-select-field.tsx';
import { LightTextInput } from '../../../shared/ui/light-text-input.tsx';
import type { DirectoryFilter } from '../filter/directory-filter.ts';
import { formatMoney } from '../format.ts';
import { FilmLengthInput } from './film-length-input.tsx';

type Props = {
  value: DirectoryFilter;
  onChange: (patch: Partial<DirectoryFilter>) => void;
  onClear: () => void;
  /** Shows the favourites control (favourites need an account). */
  signedIn: boolean;
};

function options(items: readonly DicoItem[] | undefined) {
  return (items ?? []).map((item) => ({ value: String(item.Id), label: item.Libelle }));
}

/** Themes come in groups (IdGroupe): shown as option groups. */
function themeOptions(items: readonly Thematique[] | undefined) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const item of items ?? []) {
    const group = item.LibelleGroupe || '';
    groups.set(group, [...(groups.get(group) ?? []), { value: String(item.Id), label: item.Libelle }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The "entry fee up to" choices, in cents (fees are in euros, docs/decisions.md). */
const FEE_STEPS = [1000, 2000, 3000, 5000] as const;

const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);

type Dictionaries = {
  countries: readonly DicoItem[] | undefined;
  categories: readonly DicoItem[] | undefined;
  genres: readonly DicoItem[] | undefined;
  themes: readonly Thematique[] | undefined;
};

/**
 * The four dictionaries the filters offer, fetched after hydration. Deferred, so each answer's
 * re-render of the panel runs as interruptible background work rather than one blocking task
 * right after the page hydrates (mobile total blocking time, issue 11); until then the panel
 * keeps what it showed.
 */
function useFilterDictionaries(): Dictionaries {
  const countries = useDeferredValue(useDictionary('public/festivals/pays').data);
  const categories = useDeferredValue(useDictionary('categorie').data);
  const genres = useDeferredValue(useDictionary('genre').data);
  const themes = useDeferredValue(useDictionary('thematique').data);
  return useMemo(() => ({ countries, categories, genres, themes }), [countries, categories, genres, themes]);
}

/**
 * The directory's filters (spec §2, §3 Festival list filter). Every control has a visible label.
 * The controls are Mantine's markup without its Input and Checkbox components (shared/ui/light-*),
 * which the directory's first load would otherwise bring for them alone (issue 11).
 */
export function FilterPanel(props: Props) {
  return <FilterFields {...props} dictionaries={useFilterDictionaries()} />;
}

// Memoised: an answer arriving re-renders FilterPanel at once, but the fields only when the
// deferred dictionaries change.
const FilterFields = memo(function FilterFields({
  value,
  onChange,
  onClear,
  signedIn,
  dictionaries: { countries, categories, genres, themes },
}: Props & { dictionaries: Dictionaries }) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const comparers = COMPARER.map((comparer) => ({
    value: comparer,
    label: t(`filter.comparer.${comparer}`),
  }));
  const clear = (field: string) => t('filter.clearField', { field });

  return (
    <Stack gap="md" component="form" role="search" onSubmit={(event) => event.preventDefault()}>
      <LightTextInput
        type="search"
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        value={value.search}
        maxLength={100}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
      />
      <LightSelectField
        label={t('filter.status')}
        value={value.status}
        onChange={(event) => onChange({ status: event.currentTarget.value as DirectoryFilter['status'] })}
        data={[
          { value: '', label: t('filter.statusAny') },
          { value: 'open', label: t('filter.statusOpen') },
          { value: 'closed', label: t('filter.statusClosed') },
        ]}
      />
      <LightSelectField
        label={t('filter.fee')}
        value={value.fee}
        onChange={(event) => onChange({ fee: event.currentTarget.value as DirectoryFilter['fee'] })}
        data={[
          { value: '', label: t('filter.feeAny') },
          { value: 'paid', label: t('filter.feePaid') },
          { value: 'free', label: t('filter.feeFree') },
        ]}
      />
      <LightSelectField
        label={t('filter.feeMax')}
        value={value.feeMax === null ? '' : String(value.feeMax)}
        onChange={(event) =>
          onChange({ feeMax: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
        }
        data={[
          { value: '', label: t('filter.feeMaxAny') },
          { value: '0', label: t('filter.feeMaxFree') },
          ...FEE_STEPS.map((cents) => ({
            value: String(cents),
            label: t('filter.feeMaxUpTo', { amount: formatMoney({ cents, currency: 'EUR', language }) }),
          })),
        ]}
      />
      <FilmLengthInput
        label={t('filter.filmMinutes')}
        description={t('filter.filmMinutesHint')}
        placeholder={t('filter.filmMinutesAny')}
        value={value.filmMinutes}
        onChange={(filmMinutes) => onChange({ filmMinutes })}
      />
      <DeferredSelect
        label={t('filter.country')}
        placeholder={t('filter.countryPlaceholder')}
        data={options(countries)}
        value={value.country === null ? null : String(value.country)}
        onChange={(country) => onChange({ country: country ? Number(country) : null })}
        clearLabel={clear(t('filter.country'))}
        nothingFoundMessage="—"
      />
      <Group grow gap="xs" align="flex-end" wrap="nowrap">
        <LightSelectField
          label={t('filter.deadlineComparer')}
          value={value.deadlineComparer}
          onChange={(event) => onChange({ deadlineComparer: event.currentTarget.value as Comparer })}
          data={comparers}
        />
        <LightTextInput
          type="date"
          label={t('filter.deadline')}
          value={value.deadline}
          onChange={(event) => onChange({ deadline: event.currentTarget.value })}
        />
      </Group>
      <Group grow gap="xs" align="flex-end" wrap="nowrap">
        <LightSelectField
          label={t('filter.editionComparer')}
          value={value.editionComparer}
          onChange={(event) => onChange({ editionComparer: event.currentTarget.value as Comparer })}
          data={comparers}
        />
        <LightTextInput
          type="date"
          label={t('filter.edition')}
          value={value.edition}
          onChange={(event) => onChange({ edition: event.currentTarget.value })}
        />
      </Group>
      <DeferredMultiSelect
        label={t('filter.categories')}
        placeholder={value.categories.length ? undefined : t('filter.anyValue')}
        data={options(categories)}
        value={toValues(value.categories)}
        onChange={(ids) => onChange({ categories: toIds(ids) })}
        clearLabel={clear(t('filter.categories'))}
      />
      <DeferredMultiSelect
        label={t('filter.genres')}
        placeholder={value.genres.length ? undefined : t('filter.anyValue')}
        data={options(genres)}
        value={toValues(value.genres)}
        onChange={(ids) => onChange({ genres: toIds(ids) })}
        clearLabel={clear(t('filter.genres'))}
      />
      <DeferredMultiSelect
        label={t('filter.themes')}
        placeholder={value.themes.length ? undefined : t('filter.anyValue')}
        data={themeOptions(themes)}
        value={toValues(value.themes)}
        onChange={(ids) => onChange({ themes: toIds(ids) })}
        clearLabel={clear(t('filter.themes'))}
      />
      {signedIn && (
        <LightCheckbox
          label={t('filter.favourites')}
          checked={value.favourites}
          onChange={(event) => onChange({ favourites: event.currentTarget.checked })}
        />
      )}
      <LightCheckbox
        label={t('filter.withLabels')}
        description={t('filter.withLabelsHint')}
        checked={value.withLabels}
        onChange={(event) => onChange({ withLabels: event.currentTarget.checked })}
      />
      <LightCheckbox
        label={t('filter.watchGuarantee')}
        description={t('filter.watchGuaranteeHint')}
        checked={value.watchGuarantee}
        onChange={(event) => onChange({ watchGuarantee: event.currentTarget.checked })}
      />
      <LightCheckbox
        label={t('filter.directorCoverage')}
        description={t('filter.directorCoverageHint')}
        checked={value.directorCoverage}
        onChange={(event) => onChange({ directorCoverage: event.currentTarget.checked })}
      />
      <Button variant="default" onClick={onClear}>
        {t('filter.clear')}
      </Button>
    </Stack>
  );
});
