import { firstIssuePerField } from '@shortlist/domain/field-errors';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Applies a domain rule schema and answers 400 VALIDATION_FAILED listing every failing field
 * once, with its first failing rule code (spec §5, `firstIssuePerField`).
 */
export function validateBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', { fields: firstIssuePerField(parsed.error) });
}
