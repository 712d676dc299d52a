import type { Location, NavigationType, Path, To } from 'react-router';

/** What a history tells its listener: React Router's own histories (browser, memory) send this. */
export type HistoryUpdate = { action: NavigationType; location: Location; delta: number | null };

/**
 * The part of React Router's history the guard wraps (`UNSAFE_createBrowserHistory` and
 * `UNSAFE_createMemoryHistory`, created with `v5Compat: true` so that pushes and replaces reach
 * the listener as the browser's back and forward do).
 */
export type RouterHistory = {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  encodeLocation(to: To): Path;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
};

/** Whether a navigation from `currentLocation` to `nextLocation` must wait for the user's answer. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Path }) => boolean;

/** The same states as React Router's `useBlocker`. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; proceed?: undefined; reset?: undefined };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

type Registration = { shouldBlock: BlockerFunction };

/** A history that asks the registered blocker before any navigation, back and forward included. */
export type GuardedHistory = RouterHistory & {
  /** Registers a blocker; the last one registered decides (as React Router's). Returns its removal. */
  block(shouldBlock: BlockerFunction): { blocker: () => Blocker; unblock: () => void };
  subscribe(listener: () => void): () => void;
};

/**
 * React Router's `useBlocker` needs its data router (about 14 KB of brotli on every public page,
 * bench/log/2026-11-to-12.md); the declarative router the app uses has no blocker. This does what the data
 * router does around a history: a push or replace the blocker refuses is held until the user
 * proceeds; a back or forward one (the browser has already moved) is undone with `go(-delta)`,
 * and done again with `go(delta)` if the user proceeds. Any navigation that goes through sets the
 * blocker back to unblocked.
 */
export function createGuardedHistory(history: RouterHistory): GuardedHistory {
  const registrations: Registration[] = [];
  const listeners = new Set<() => void>();
  let owner: Registration | undefined;
  let state: Blocker = UNBLOCKED;
  // The location the app shows: on back or forward, the history's own has moved already.
  let current = history.location;
  // Set while our own `go` undoes a blocked back or forward: that move is not a navigation.
  let undoing: (() => void) | undefined;

  function setState(next: Blocker, by?: Registration) {
    state = next;
    owner = by;
    for (const listener of listeners) listener();
  }

  /** The registration that refuses this navigation, if any. */
  function refusing(nextLocation: Path): Registration | undefined {
    const last = registrations.at(-1);
    if (!last || state.state === 'proceeding') return undefined;
    return last.shouldBlock({ currentLocation: current, nextLocation }) ? last : undefined;
  }

  function guard(navigate: () => void, to: To) {
    const by = refusing(history.encodeLocation(to));
    if (!by) {
      navigate();
      return;
    }
    setState(
      {
        state: 'blocked',
        proceed: () => {
          setState({ state: 'proceeding' }, by);
          navigate();
        },
        reset: () => setState(UNBLOCKED),
      },
      by,
    );
  }

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, routeState) => guard(() => history.push(to, routeState), to),
    replace: (to, routeState) => guard(() => history.replace(to, routeState), to),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (undoing) {
          undoing();
          undoing = undefined;
          return;
        }
        const { delta } = update;
        // An entry the router did not create has no index: it cannot be undone (nor by React Router).
        const by = update.action === 'POP' && delta !== null ? refusing(update.location) : undefined;
        if (by && delta !== null) {
          const undone = new Promise<void>((resolve) => {
            undoing = resolve;
          });
          history.go(-delta);
          setState(
            {
              state: 'blocked',
              proceed: () => {
                setState({ state: 'proceeding' }, by);
                void undone.then(() => history.go(delta));
              },
              reset: () => setState(UNBLOCKED),
            },
            by,
          );
          return;
        }
        current = update.location;
        if (state !== UNBLOCKED) setState(UNBLOCKED);
        listener(update);
      });
    },
    block(shouldBlock) {
      const registration: Registration = { shouldBlock };
      registrations.push(registration);
      return {
        blocker: () => (owner === registration ? state : UNBLOCKED),
        unblock: () => {
          const index = registrations.indexOf(registration);
          if (index >= 0) registrations.splice(index, 1);
          if (owner === registration) setState(UNBLOCKED);
        },
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
