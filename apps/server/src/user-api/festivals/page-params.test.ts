import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { pageParamsCompiler, ZPageParams } from './page-params.ts';

// The page's params read without zod when plain must answer exactly as zod does, and anything
// else must reach zod.

const route = { schema: ZPageParams, method: 'POST', url: '/public/festivals/filter/:skip/:take' };
const ours = pageParamsCompiler({ ...route, httpPart: 'params' }) as (data: unknown) => unknown;
const zod = validatorCompiler({ ...route, httpPart: 'params' }) as (data: unknown) => unknown;

/** The answer's value, or its error as the 400 words it. */
const answer = (result: unknown) => {
  const { value, error } = result as { value?: unknown; error?: { message: string; validation?: unknown } };
  return error ? { message: error.message, validation: error.validation } : { value };
};

describe('page params', () => {
  it('answer as zod for plain pages and for every odd input', () => {
    const values = [
      '0',
      '1',
      '12',
      '24',
      '49',
      '50',
      '51',
      '999999',
      '1000000',
      '1000001',
      '9999999',
      '10000000',
      '00',
      '012',
      '-0',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '1.5',
      '1e3',
      '0x10',
      '',
      'abc',
      'Infinity',
      'NaN',
      '١٢',
      '１２',
    ];
    let plain = 0;
    for (const skip of values)
      for (const take of values) {
        const data = { skip, take };
        expect(answer(ours(data)), `${skip}/${take}`).toEqual(answer(zod(data)));
        if ('value' in (ours(data) as object)) plain++;
      }
    expect(plain).toBeGreaterThan(20);
    for (const data of [
      null,
      undefined,
      {},
      { skip: '0' },
      { skip: 0, take: 12 },
      { skip: '0', take: '12', x: '1' },
      'x',
    ])
      expect(answer(ours(data)), JSON.stringify(data)).toEqual(answer(zod(data)));
  });

  it('leave the body to zod', () => {
    const body = pageParamsCompiler({ ...route, httpPart: 'body' }) as (data: unknown) => unknown;
    expect(answer(body({ skip: 'x', take: '1' }))).toEqual(answer(zod({ skip: 'x', take: '1' })));
  });
});
