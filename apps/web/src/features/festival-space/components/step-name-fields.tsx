import { SimpleGrid, TextInput } from '@mantine/core';
import type { Language } from '@shortlist/domain/language-list';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import type { StepNames } from '../calendar-form.ts';

/**
 * The festival's own name for a deadline or the extension ("Early bird", "Late entries"), one
 * input per routed language, English first; optional, shown by the fee table instead of the
 * step's type. `inputId` and `error` are the calendar form's, keyed `{key}.name.{language}`.
 */
export function StepNameFields({
  fieldKey,
  step,
  names,
  languages,
  inputId,
  error,
  onChange,
}: {
  fieldKey: string;
  /** The step as its date input names it ("Deadline 1"), so each name input says whose it is. */
  step: string;
  names: StepNames;
  languages: readonly Language[];
  inputId: (key: string) => string;
  error: (key: string) => string | undefined;
  onChange: (names: StepNames) => void;
}) {
  const { t } = useTranslation('festivalSpace');
  const ordered: Language[] = ['en', ...languages.filter((l) => l !== 'en')];
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(ordered.length, 3) }} data-testid="calendar-step-names">
      {ordered.map((language) => {
        const key = `${fieldKey}.name.${language}`;
        return (
          <TextInput
            key={language}
            id={inputId(key)}
            label={t('calendar.stepName', { step, language: t(`profile.languages.${language}`) })}
            description={language === 'en' ? t('calendar.stepNameHint') : undefined}
            maxLength={255}
            value={names[language] ?? ''}
            onChange={(event) => onChange({ ...names, [language]: event.currentTarget.value })}
            error={error(key)}
          />
        );
      })}
    </SimpleGrid>
  );
}
