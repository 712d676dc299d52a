import type { FieldError } from './errors.ts';

// A rule code is what domain schemas put in an issue's message (`PASSWORD_NO_UPPER`).
const RULE_CODE = /^[A-Z][A-Z0-9_]+$/;

/** What a validator reports of one failing rule: zod's issues, and Fastify's copies of them. */
export type Issue = { path: readonly PropertyKey[]; code: string; message?: string | undefined };

/**
 * The one mapper from failing rules to the `fields` of a 400 VALIDATION_FAILED, used by the
 * server (whichever layer refuses a value) and by the web forms: one error per field, the first
 * failing rule, as a form shows it (spec §5: the generic engine checks only the first failing
 * rule). `path` joins the issue path with dots (`''` for the whole value). The code is the rule
 * code of the message; an issue that carries none (zod's own message) gets zod's issue code in
 * upper case (`INVALID_TYPE`, `UNRECOGNIZED_KEYS`), so every code has the same shape.
 */
export function fieldErrors(error: { issues: readonly Issue[] } | readonly Issue[]): FieldError[] {
  const issues = 'issues' in error ? error.issues : error;
  const byPath = new Map<string, FieldError>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (byPath.has(path)) continue;
    const message = issue.message ?? issue.code;
    const code = RULE_CODE.test(message) ? message : issue.code.toUpperCase();
    byPath.set(path, { path, code, message });
  }
  return [...byPath.values()];
}
