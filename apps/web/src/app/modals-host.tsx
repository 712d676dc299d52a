import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../shared/i18n/translation.tsx';

// Confirm dialogs (a new version, an expired link, a deadline change) are rare: Mantine's modal
// manager and its Modal (focus trap, scroll lock, transitions) load with the first one.
const ModalsProvider = lazy(() =>
  import('./modals-provider.ts').then((module) => ({ default: module.ModalsProvider })),
);

/**
 * `modals.open*()` from `@mantine/modals` dispatch window events that the ModalsProvider
 * listens to (`mantine-modals:<action>`). Until it is loaded, the host holds the opening
 * events, then mounts the provider and dispatches them again once it listens.
 */
const OPENERS = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

/** Mounts Mantine's modal manager with the first modal opened, and keeps it. */
export function ModalsHost() {
  const { t } = useTranslation('common');
  const [wanted, setWanted] = useState(false);
  const held = useRef<CustomEvent[]>([]);
  const stopHolding = useRef<() => void>(() => undefined);

  useEffect(() => {
    const hold = (event: Event) => {
      held.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of OPENERS) window.addEventListener(type, hold);
    const stop = () => {
      for (const type of OPENERS) window.removeEventListener(type, hold);
    };
    stopHolding.current = stop;
    return stop;
  }, []);

  const replay = useCallback(() => {
    stopHolding.current();
    for (const event of held.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('close') } }}>
        <AfterMount run={replay} />
      </ModalsProvider>
    </Suspense>
  );
}

/** Runs `run` once its parents' layout effects (the provider's listeners) are in place. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
