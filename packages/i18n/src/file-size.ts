import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/**
 * A file's size as a person reads it, in the unit that fits and the language's words: "900 byte",
 * "512 kB", "1.5 MB" ("512 ko", "1,5 Mo" in French). Units of 1024 (as the limits are set), one
 * decimal from kB up. Issue 32: a 40 KB document read "0.0 MB".
 */
export function formatFileSize(bytes: number, language: Language): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(LANGUAGES[language].locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
