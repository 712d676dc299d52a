import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/** A duration in seconds as "1 min 5 s" (or "40 s"). */
export function formatSeconds(seconds: number, language: Language): string {
  const whole = Math.max(0, Math.round(seconds));
  const unit = (value: number, name: 'minute' | 'second' | 'hour') =>
    new Intl.NumberFormat(LANGUAGES[language].locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    }).format(value);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
  return unit(rest, 'second');
}

/** A date in the page's language ("14 March 2026"). */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * Speed and time left from progress samples: bytes per second over the last few seconds, so a
 * pause or a slow patch does not freeze the estimate for the whole upload.
 */
export function transferRate(samples: { at: number; sent: number }[], total: number) {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at <= first.at) return { bytesPerSecond: null, secondsLeft: null };
  const bytesPerSecond = ((last.sent - first.sent) * 1000) / (last.at - first.at);
  if (bytesPerSecond <= 0) return { bytesPerSecond: null, secondsLeft: null };
  return { bytesPerSecond, secondsLeft: (total - last.sent) / bytesPerSecond };
}

/** A time of day in the page's language and the browser's time zone ("14:05"). */
export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, { timeStyle: 'short' }).format(new Date(iso));
}
