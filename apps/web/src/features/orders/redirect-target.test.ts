import { describe, expect, it } from 'vitest';
import { confirmationId } from './redirect-target.ts';

const ORIGIN = 'https://shortlist.example';

describe('where the browser goes after placing an order', () => {
  it('opens the confirmation in the app, whatever form the server gives it', () => {
    expect(confirmationId('/confirm/77', ORIGIN)).toBe('77');
    expect(confirmationId('/fr/confirm/77', ORIGIN)).toBe('77');
    expect(confirmationId(`${ORIGIN}/en/confirm/12`, ORIGIN)).toBe('12');
  });

  it("leaves the provider's hosted page to the browser", () => {
    expect(confirmationId(`${ORIGIN}/sandbox-provider/pay/tr_abc`, ORIGIN)).toBeNull();
    expect(confirmationId('https://www.mollie.com/checkout/select-method/abc', ORIGIN)).toBeNull();
    expect(confirmationId('https://evil.example/en/confirm/12', ORIGIN)).toBeNull();
  });
});
