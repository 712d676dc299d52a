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

/** A heart a visitor clicked before signing in: added once they are signed in (issue: first visit). */
export const PENDING_FAVOURITE_KEY = 'shortlist.pendingFavourite';
/** A sign-in abandoned long ago does not add a favourite out of the blue. */
const PENDING_FAVOURITE_MS = 30 * 60_000;

export type PendingFavourite = { festivalId: number; name: string };

export function rememberPendingFavourite(favourite: PendingFavourite, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_FAVOURITE_KEY, JSON.stringify({ ...favourite, at: now }));
  } catch {
    // Storage disabled: the visitor clicks the heart again after sign-in.
  }
}

export function takePendingFavourite(now = Date.now()): PendingFavourite | null {
  try {
    const raw = sessionStorage.getItem(PENDING_FAVOURITE_KEY);
    sessionStorage.removeItem(PENDING_FAVOURITE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingFavourite & { at: number }>;
    if (
      typeof value.festivalId !== 'number' ||
      typeof value.name !== 'string' ||
      typeof value.at !== 'number'
    )
      return null;
    return now - value.at <= PENDING_FAVOURITE_MS ? { festivalId: value.festivalId, name: value.name } : null;
  } catch {
    return null;
  }
}
