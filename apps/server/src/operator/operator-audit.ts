import type { Db } from '@shortlist/db/client';
import { type OPERATOR_AUDIT_OUTCOMES, operatorAudit } from '@shortlist/db/schema/operator';

/** A text argument longer than this is kept as its start and its length (a content page's text). */
const MAX_TEXT = 200;
/** Keys whose value is never written down, whatever the command. */
const SECRET_KEY = /pass|secret|token|key|iban|card/i;

function auditValue(value: unknown): unknown {
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
