import { fieldErrors } from '@shortlist/domain/field-errors';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Applies a domain rule schema and answers 400 VALIDATION_FAILED listing every failing field
 * once, with its first failing rule code (spec §5, `fieldErrors`). Only for the bodies
 * still declared free-form (people, addresses); a route should declare its rule schema as `body`.
 */
export function validateBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', { fields: fieldErrors(parsed.error) });
}
