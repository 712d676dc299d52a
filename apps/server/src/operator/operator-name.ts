/** The request header the command line names its operator in (`OPERATOR_NAME`, else the OS user), URI-encoded. */
export const OPERATOR_NAME_HEADER = 'x-operator';

/** Stands for an operator who sent no name (a call made without the command line). */
export const UNNAMED_OPERATOR = 'unnamed';

const MAX_NAME = 100;

/** The operator's name as the header gave it: decoded, printable, trimmed, at most 100 characters. */
export function operatorName(header: string | string[] | undefined): string {
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not URI-encoded: kept as sent.
  }
  // Control characters out (a name goes into logs and the audit), then trimmed and capped.
  const printable = [...decoded].filter((c) => c >= ' ' && c !== '\u007f').join('');
  const name = printable.trim().slice(0, MAX_NAME);
  return name || UNNAMED_OPERATOR;
}
