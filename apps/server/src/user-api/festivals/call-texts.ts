import type { CallState } from '@shortlist/domain/festivals/call-state';

type Words = (date: Date) => { text: string; day: string };

/**
 * The call state with its date said on the festival's clock by the server (`ZCallState.text`,
 * `day`): the browser's time-zone data can differ from ours, and the page it hydrates must say
 * what the server rendered. `words` is `zonedTexts` in the reader's language and the festival's
 * zone; the festival page passes its `sectionDateTexts`, which has said the date already.
 */
export function callWithTexts(call: CallState, words: Words) {
  const texts = call.date === null ? { text: null, day: null } : words(new Date(call.date));
  return { ...call, ...texts };
}
