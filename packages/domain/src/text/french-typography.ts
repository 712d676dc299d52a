// Pure text rules (zod-free): the catalogues and the demo content pages both follow them.
// French typography separates some punctuation from the word before it with a space that never
// breaks: a line must not start with ":" or "?". The Imprimerie nationale rule: a no-break space
// (U+00A0) before ":" and "»" and after "«", a narrow no-break space (U+202F) before ";", "!", "?".
export const NO_BREAK_SPACE = '\u00A0';
export const NARROW_NO_BREAK_SPACE = '\u202F';

// Only a space that follows a word (a letter, a digit, the end of a `{{placeholder}}`, a closing
// bracket or quote) counts: "14:30" and "https:" have no space, and the list of special characters
// in the password rule ("! / @ ; & ? *") is a list of symbols, not punctuation.
const BEFORE_MARK = /(?<=[\p{L}\p{N}})\]»…'’"])[ \u00A0\u202F]([:;!?])/gu;
const BEFORE_CLOSING_QUOTE = /(?<=\S)[ \u00A0\u202F]»/gu;
const AFTER_OPENING_QUOTE = /«[ \u00A0\u202F](?=\S)/gu;

function spaceBefore(mark: string): string {
  return mark === ':' ? NO_BREAK_SPACE : NARROW_NO_BREAK_SPACE;
}

/** The text with the right no-break space around each French punctuation mark. */
export function applyFrenchSpacing(text: string): string {
  return text
    .replace(BEFORE_MARK, (_space, mark: string) => `${spaceBefore(mark)}${mark}`)
    .replace(BEFORE_CLOSING_QUOTE, `${NO_BREAK_SPACE}»`)
    .replace(AFTER_OPENING_QUOTE, `«${NO_BREAK_SPACE}`);
}

/** Each place where the text uses the wrong space around a French punctuation mark. */
export function frenchSpacingMistakes(text: string): string[] {
  const mistakes: string[] = [];
  const check = (pattern: RegExp, expected: (match: string) => string) => {
    for (const match of text.matchAll(pattern)) {
      if (match[0] !== expected(match[0])) {
        const start = Math.max(0, match.index - 15);
        mistakes.push(text.slice(start, match.index + match[0].length + 5));
      }
    }
  };
  check(BEFORE_MARK, (found) => `${spaceBefore(found.slice(-1))}${found.slice(-1)}`);
  check(BEFORE_CLOSING_QUOTE, () => `${NO_BREAK_SPACE}»`);
  check(AFTER_OPENING_QUOTE, () => `«${NO_BREAK_SPACE}`);
  return mistakes;
}
