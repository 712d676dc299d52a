/**
 * `status`, `mark-transfer-paid --order 12`, `create-invitation --film 3 --section 9 --price 1500`:
 * the first word is the command, each `--key value` an input field. A value that reads as a whole
 * number is sent as one (the command's schema decides what it accepts); `--flag` alone is `true`.
 */
export function parseCommandLine(argv: readonly string[]): {
  command: string;
  input: Record<string, unknown>;
} {
  const [command, ...rest] = argv;
  if (!command || command.startsWith('--')) return { command: 'help', input: {} };
  const input: Record<string, unknown> = {};
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index] ?? '';
    if (!word.startsWith('--') || word.length < 3) throw new Error(`Expected --key value, got "${word}"`);
    const key = word.slice(2);
    const next = rest[index + 1];
    if (next === undefined || next.startsWith('--')) {
      input[key] = true;
      continue;
    }
    input[key] = /^-?\d{1,15}$/.test(next) ? Number(next) : next;
    index += 1;
  }
  return { command, input };
}

/**
 * `--centre @terms-fr.md`: a text value starting with `@` is the content of that file, read where
 * the command line runs (the server may be on another machine), as curl reads `-d @file`.
 */
export function withFileValues(
  input: Record<string, unknown>,
  readText: (path: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' && value.startsWith('@') && value.length > 1
        ? readText(value.slice(1))
        : value,
    ]),
  );
}
