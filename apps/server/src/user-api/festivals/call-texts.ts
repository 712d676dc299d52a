import type { CallState } from '@shortlist/domain/festivals/call-state';
import type { Language } from '@shortlist/domain/languages';
import { zonedTexts } from '@shortlist/i18n/deadline-format';

/**
 * The call state with its date said on the festival's clock by the server (`ZCallState.text`,
 * `day`): the browser's time-zone data can differ from ours, and the page it hydrates must say
 * what the server rendered.
 */
export function callWithTexts(call: CallState, language: Language, timeZone: string) {
  const texts = call.date === null ? { text: null, day: null } : zonedTexts(call.date, language, timeZone);
  return { ...call, ...texts };
}
