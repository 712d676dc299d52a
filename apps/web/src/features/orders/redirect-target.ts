/**
 * The order service answers where the browser goes next: the payment provider's hosted page, or
 * (an order paid by stamps alone) the confirmation, as `/confirm/{id}` or `/{language}/confirm/{id}`,
 * possibly absolute on this site. The confirmation is opened in the app, at its localised path.
 */
const CONFIRM_PATH = /^(?:\/[a-z]{2})?\/confirm\/(\d+)$/;

export function confirmationId(redirectUrl: string, origin: string): string | null {
  const url = new URL(redirectUrl, origin);
  if (url.origin !== origin) return null;
  return CONFIRM_PATH.exec(url.pathname)?.[1] ?? null;
}
