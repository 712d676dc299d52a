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

/**
 * A bit rate in kilobits per second, the one unit for a video's and its sound's rates so they
 * read side by side ("5,235 kb/s" and "320 kb/s"; "5 235 kbit/s" in French). Issue 32: the video's
 * rate read in megabytes per second beside the sound's in kb/s.
 */
export function formatBitRate(bitsPerSecond: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language].locale, {
    style: 'unit',
    unit: 'kilobit-per-second',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(bitsPerSecond / 1000);
}
