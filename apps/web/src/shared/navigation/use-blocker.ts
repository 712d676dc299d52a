import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type Blocker, type BlockerFunction, type GuardedHistory, UNBLOCKED } from './navigation-guard.ts';

/** The app's guarded history (app/app-router.tsx); none on the server, where nothing navigates. */
export const NavigationGuardContext = createContext<GuardedHistory | null>(null);

const noBlocker: ReturnType<GuardedHistory['block']> = { blocker: () => UNBLOCKED, unblock: () => undefined };
const noSubscription = () => () => undefined;

/**
 * React Router's `useBlocker`, for the declarative router (navigation-guard.ts): while
 * `shouldBlock` says so, a navigation inside the app, back and forward included, waits in the
 * `blocked` state until `proceed()` or `reset()`.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = use(NavigationGuardContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [registration, setRegistration] = useState(noBlocker);
  useEffect(() => {
    if (!history) return;
    const registered = history.block((args) => latest.current(args));
    setRegistration(registered);
    return registered.unblock;
  }, [history]);
  return useSyncExternalStore(history?.subscribe ?? noSubscription, registration.blocker, () => UNBLOCKED);
}
