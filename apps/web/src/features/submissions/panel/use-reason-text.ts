import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { LANGUAGES } from '@shortlist/domain/languages';
import {
  type EligibilityReason,
  MISSING_SUBTITLES_KEY,
  REASON_VALUES,
  type ReasonValueName,
} from '@shortlist/domain/submissions/eligibility-codes';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

type Reason = { key: string; values: Record<string, string | number | readonly number[]> };
type Labels = Record<'pays' | 'categorie' | 'genre' | 'thematique' | 'langue', Map<number, string>>;

function labelsOf(items: readonly { Id: number; Libelle: string }[] | undefined): Map<number, string> {
  return new Map((items ?? []).map((item) => [item.Id, item.Libelle]));
}

/**
 * Turns an eligibility reason into its sentence (spec §8), each value made text as
 * `REASON_VALUES` says: dictionary ids become labels joined in the user's language, days and
 * months are formatted, a question id becomes the question's wording.
 */
export function useReasonText() {
  const { t } = useTranslation('submissions');
  const language = useLanguage();
  const labels: Labels = {
    pays: labelsOf(useDictionary('pays').data),
    categorie: labelsOf(useDictionary('categorie').data),
    genre: labelsOf(useDictionary('genre').data),
    thematique: labelsOf(useDictionary('thematique').data),
    langue: labelsOf(useDictionary('langue').data),
  };

  function valueText(name: string, value: string | number | readonly number[], section?: FestivalSection) {
    const kind = REASON_VALUES[name as ReasonValueName];
    if (!kind) return String(value);
    switch (kind.type) {
      case 'text':
      case 'number':
        return String(value);
      case 'day':
        return formatDay(String(value), language);
      case 'monthYear': {
        const [year, month] = String(value).split('-');
        if (!month) return String(year);
        return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
      }
      case 'ids': {
        const ids = Array.isArray(value) ? value : [Number(value)];
        const names = ids.map((id) => labels[kind.dictionary].get(id) ?? String(id));
        const type = kind.join === 'and' ? 'conjunction' : 'disjunction';
        return new Intl.ListFormat(language, { type }).format(names);
      }
      case 'question':
        return section?.questions.find((q) => q.Id === Number(value))?.Libelle ?? String(value);
    }
  }

  /** One reason's sentence; `section` gives the wording of its additional questions. */
  function reasonText(reason: Reason | EligibilityReason, section?: FestivalSection): string {
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(reason.values)) {
      if (value !== undefined) values[name] = valueText(name, value, section);
    }
    return t(`reasons.${reason.key}`, { ...values, interpolation: { escapeValue: false } });
  }

  /** The sentence of a film missing subtitles, with the languages the section asks for. */
  function subtitlesText(languageIds: readonly number[]): string {
    return t(MISSING_SUBTITLES_KEY, {
      languages: valueText('languages', languageIds),
      interpolation: { escapeValue: false },
    });
  }

  return { reasonText, subtitlesText };
}
