import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', only: 'order-api' });
});
afterAll(() => t.close());

const check = async (number: string) => {
  const response = await t.app.inject({
    url: `/order-api/orders/address/check-intracom/${encodeURIComponent(number)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /order-api/orders/address/check-intracom/:number', () => {
  it('accepts a valid number, normalised', async () => {
    expect(await check('fr 40-303.265.045')).toEqual({
      valid: true,
      countryCode: 'FR',
      normalized: 'FR40303265045',
    });
    expect(await check('de 136 695 976')).toEqual({
      valid: true,
      countryCode: 'DE',
      normalized: 'DE136695976',
    });
  });
  it('refuses a wrong format or an unknown country', async () => {
    expect(await check('DE12345678')).toMatchObject({ valid: false, countryCode: 'DE' });
    expect(await check('US123456789')).toMatchObject({ valid: false, countryCode: 'US' });
    expect(await check('12')).toMatchObject({ valid: false, countryCode: null });
  });
});
