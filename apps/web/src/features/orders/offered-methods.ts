import { CHECKOUT_METHODS, type PaymentStatus } from '@shortlist/domain/orders/api-contracts';

export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** What the page can see of Safari's Apple Pay JS (`window.ApplePaySession`). */
export type ApplePayBrowser = { ApplePaySession?: { canMakePayments?: () => boolean } };

/**
 * The methods the checkout shows: the stamp balance always (it pays an order that asks no
 * money), and the money methods the server lists in `GET payments/status`. Apple Pay also needs
 * a browser that can pay with it (`ApplePaySession.canMakePayments()`, Safari on an Apple
 * device), except with the sandbox provider, whose hosted page only imitates Apple's sheet and
 * so lets any browser (and the Chromium e2e journeys) walk the Apple Pay flow.
 */
export function offeredMethods(
  status: PaymentStatus | undefined,
  browser: ApplePayBrowser,
): CheckoutMethod[] {
  const listed = new Set<string>(status?.methods ?? []);
  return CHECKOUT_METHODS.filter((method) => {
    if (method === 'balance') return true;
    if (!listed.has(method)) return false;
    if (method !== 'applePay' || status?.provider === 'sandbox') return true;
    try {
      return browser.ApplePaySession?.canMakePayments?.() === true;
    } catch {
      // Safari throws outside a secure context: no Apple Pay there.
      return false;
    }
  });
}
