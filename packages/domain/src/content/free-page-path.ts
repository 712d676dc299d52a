// Free content pages (spec §2 "generic content page {name}"), zod-free: the router reads these on
// every unknown path, so they stay out of zod and out of the route table's imports.

/** A free page's name (its versions in each language share it) and each word of its path. */
export const FREE_PAGE_WORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** At most this many words after the language prefix (`/en/about-us/team`). */
export const FREE_PAGE_MAX_WORDS = 5;
export const FREE_PAGE_WORD_MAX = 80;
export const FREE_PAGE_NAME_MAX = 80;

/**
 * Whether the words after a path's language prefix may be a free page's path: one to five
 * lower-case words of letters, digits and single hyphens. Anything else (upper case, dots, a
 * trailing slash, encoded characters) is never a content page, so one page has one address.
 */
export function isFreePageWords(words: readonly string[]): boolean {
  return (
    words.length >= 1 &&
    words.length <= FREE_PAGE_MAX_WORDS &&
    words.every((word) => word.length <= FREE_PAGE_WORD_MAX && FREE_PAGE_WORD.test(word))
  );
}

export function isFreePageName(name: string): boolean {
  return name.length <= FREE_PAGE_NAME_MAX && FREE_PAGE_WORD.test(name);
}
