import type { Db } from '@shortlist/db/client';
import { type OPERATOR_AUDIT_OUTCOMES, operatorAudit } from '@shortlist/db/schema/operator';

/** A text argument longer than this is kept as its start and its length (a content page's text). */
const MAX_TEXT = 200;
/** Keys whose value is never written down, whatever the command. */
const SECRET_KEY = /pass|secret|token|key|iban|card/i;

// A NUL cannot be stored in jsonb (22P05) and other controls (line breaks and tabs aside) are
// noise: the audit keeps a refused command's hostile argument as visible escapes, so the refusal
// itself is recorded.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
const visible = (text: string) =>
  text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Every string of a value with its control characters written as visible escapes. */
function withVisibleText(value: unknown): unknown {
  if (typeof value === 'string') return visible(value);
  if (Array.isArray(value)) return value.map(withVisibleText);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withVisibleText(item)]));
  }
  return value;
}

function auditValue(raw: unknown): unknown {
  const value = withVisibleText(raw);
  if (typeof value === 'string' && value.length > MAX_TEXT) {
    return `${value.slice(0, 60)}… (${value.length} characters)`;
  }
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_TEXT
      ? `(${Array.isArray(value) ? 'list' : 'object'} of ${text.length} characters)`
      : value;
  }
  return value;
}

/**
 * A command's arguments as the audit keeps them: what the operator typed, but no secret (a key
 * that reads like one is hidden) and no long text in full (its start and length only).
 */
export function auditArguments(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) ? '(hidden)' : auditValue(value),
    ]),
  );
}

/** Writes one command run down (operations.md "Operator audit"). */
export async function recordOperatorCommand(
  db: Db,
  entry: {
    operator: string;
    command: string;
    input: unknown;
    outcome: (typeof OPERATOR_AUDIT_OUTCOMES)[number];
    code?: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(operatorAudit).values({
    DateCreation: entry.now,
    Operateur: entry.operator,
    Commande: entry.command,
    Arguments: auditArguments(entry.input),
    Resultat: entry.outcome,
    Code: entry.code?.slice(0, 100) ?? null,
  });
}
