import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/** One collator per language: building one costs more than the comparisons of a page. */
const collators = new Map<Language, Intl.Collator>();

/** The collator a film's panel orders festival names with in the reader's language. */
export function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LANGUAGES[language].locale);
    collators.set(language, collator);
  }
  return collator;
}
