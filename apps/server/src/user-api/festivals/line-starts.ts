/**
 * The index of the entry whose text holds position `at` in a text made of entries laid end to
 * end, given each entry's start in ascending order: the last start at or before `at`. Both
 * in-memory searches (festival-search.ts, country-search.ts) find a match's owner this way.
 */
export function entryAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
