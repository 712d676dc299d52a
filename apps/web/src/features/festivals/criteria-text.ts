import type { CriteriaDictionary, CriterionWords } from '@shortlist/domain/festivals/criteria-words';
import type { Language } from '@shortlist/domain/languages';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dictionaryQuery } from '../../shared/dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../../shared/i18n/current-route.ts';
import { useTranslation } from '../../shared/i18n/translation.tsx';
import { formatList, formatMonthYear } from './format.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type LabelsOf = (dictionary: CriteriaDictionary) => ReadonlyMap<number, string> | undefined;

/**
 * A criterion in plain words (criteria-words.i18n.md): dictionary ids become their labels joined
 * with Intl.ListFormat ("or" for subtitles: one of the languages is enough), a month and year
 * become a date. Undefined while a needed dictionary is still loading.
 */
export function criterionSentence(options: {
  words: CriterionWords;
  language: Language;
  t: Translate;
  labelsOf: LabelsOf;
}): string | undefined {
  const { words, language, t } = options;
  const values: Record<string, unknown> = { ...words.values };
  const dictionary = words.dictionary;
  if (dictionary) {
    const labels = options.labelsOf(dictionary);
    if (!labels) return undefined;
    const ids = (words.values.ids ?? []) as readonly number[];
    const names = ids.map((id) => languageName(labels.get(id) ?? `#${id}`, dictionary, language));
    const type = words.key === 'criteria.subtitlesIn' ? 'disjunction' : 'conjunction';
    values.list = formatList(names, language, type);
    delete values.ids;
  }
  if (words.key === 'criteria.producedSince') {
    values.date = formatMonthYear({
      year: Number(words.values.year),
      month: Number(words.values.month),
      language,
    });
  }
  return t(words.key, values);
}

/**
 * Language names are written in lower case mid-sentence in French, Spanish, Italian and
 * Portuguese ("sous-titres en anglais"); dictionaries give them capitalised, as in a list.
 */
function languageName(label: string, dictionary: CriteriaDictionary, language: Language): string {
  return dictionary === 'langue' && language !== 'en' ? label.toLocaleLowerCase(language) : label;
}

/** Loads the dictionaries the given criteria name (each once per visit) and words them. */
export function useCriterionSentence(all: readonly CriterionWords[]) {
  const language = useLanguage();
  const { t } = useTranslation('festivals');
  const names = useMemo(
    () => [...new Set(all.flatMap((words) => (words.dictionary ? [words.dictionary] : [])))],
    [all],
  );
  const queries = useQueries({ queries: names.map((name) => dictionaryQuery(name, language)) });
  const maps = new Map<CriteriaDictionary, Map<number, string>>();
  names.forEach((name, index) => {
    const data = queries[index]?.data;
    if (data) maps.set(name, new Map(data.map((item) => [item.Id, item.Libelle])));
  });
  const failed = queries.some((query) => query.isError);
  return (words: CriterionWords) =>
    criterionSentence({
      words,
      language,
      t: t as Translate,
      // A failed dictionary still gives a sentence, with ids in place of names.
      labelsOf: (name) => maps.get(name) ?? (failed ? new Map() : undefined),
    });
}
