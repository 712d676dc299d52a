import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

const schema = z
  .object({
    Name: z
      .string()
      .min(3, 'TOO_SHORT')
      .refine((v) => /^[a-z]+$/.test(v), 'NOT_LOWER'),
    Age: z.number(),
    Tags: z.array(z.string().max(2, 'TAG_TOO_LONG')),
  })
  .strict();

describe('fieldErrors', () => {
  it('keeps the first failing rule of each field, with its code', () => {
    const error = schema.safeParse({ Name: 'A', Age: 2, Tags: ['ok', 'long'] }).error;
    expect(error && fieldErrors(error)).toEqual([
      { path: 'Name', code: 'TOO_SHORT', message: 'TOO_SHORT' },
      { path: 'Tags.1', code: 'TAG_TOO_LONG', message: 'TAG_TOO_LONG' },
    ]);
  });

  it("takes zod's issue code when the message is not a rule code", () => {
    const error = schema.safeParse({ Name: 'abc', Age: '2', Tags: [], Extra: 1 }).error;
    expect(fieldErrors(error?.issues ?? []).map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'Age', code: 'INVALID_TYPE' },
      { path: '', code: 'UNRECOGNIZED_KEYS' },
    ]);
  });

  it('gives nothing for no issues', () => {
    expect(fieldErrors([])).toEqual([]);
  });
});
