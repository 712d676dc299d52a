/** Where an anonymous visitor was going before being sent to sign-in (spec §2). */
export const LAST_URL_KEY = 'shortlist.lastUrl';

export function rememberLastUrl(url: string): void {
  try {
    sessionStorage.setItem(LAST_URL_KEY, url);
  } catch {
    // Storage can be disabled (private mode); the visitor then lands on the dashboard.
  }
}

export function takeLastUrl(): string | null {
  try {
    const url = sessionStorage.getItem(LAST_URL_KEY);
    sessionStorage.removeItem(LAST_URL_KEY);
    return url;
  } catch {
    return null;
  }
}

export function forgetLastUrl(): void {
  try {
    sessionStorage.removeItem(LAST_URL_KEY);
  } catch {
    // nothing to forget
  }
}
