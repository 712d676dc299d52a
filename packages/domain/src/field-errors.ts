import type { z } from 'zod';
import type { FieldError } from './errors.ts';

// A rule code is what domain schemas put in an issue's message (`PASSWORD_NO_UPPER`).
const RULE_CODE = /^[A-Z][A-Z0-9_]+$/;

/**
 * One error per field: the first failing rule, as a form shows it (spec §5: the generic engine
 * checks only the first failing rule). `path` joins the issue path with dots (`''` for the
 * whole value). The code is the rule code of the message; an issue that carries none (zod's
 * own message) gets zod's issue code in upper case (`INVALID_TYPE`, `UNRECOGNIZED_KEYS`).
 */
export function firstIssuePerField(error: z.ZodError | readonly z.core.$ZodIssue[]): FieldError[] {
  const issues = 'issues' in error ? error.issues : error;
  const byPath = new Map<string, FieldError>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (byPath.has(path)) continue;
    const code = RULE_CODE.test(issue.message) ? issue.message : issue.code.toUpperCase();
    byPath.set(path, { path, code, message: issue.message });
  }
  return [...byPath.values()];
}
