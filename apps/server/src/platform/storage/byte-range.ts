/**
 * The one byte range of an HTTP `Range` header (`bytes=start-end`, `bytes=start-`,
 * `bytes=-suffix`) within a file of `size` bytes: a player seeks with them. Undefined when there
 * is no header or it asks for several ranges (the whole file is then sent, as RFC 9110 allows);
 * `unsatisfiable` when it is outside the file (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
