import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toasts' container (transitions, portal, positions) loads with the first toast: most visits
// show none. `notifications.show()` only fills the store, which the container reads once mounted.
const Notifications = lazy(() =>
  import('./notifications-container.ts').then((module) => ({ default: module.Notifications })),
);

// Spec §9: toasts stay 3 s, at most 3 at once. At the top: a toast at the bottom covered the
// phone's bottom buttons just used.
const LIMIT = 3;
const POSITION = 'top-center';

/** Mounts the toasts' container once the first toast is shown, and keeps it. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // What the container sets when it mounts, set before: the first toasts already follow it.
    notificationsStore.updateState((current) => ({ ...current, limit: LIMIT, defaultPosition: POSITION }));
  }, []);
  // Set while rendering, not in an effect: the container comes in the same pass as the first toast.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={3000} limit={LIMIT} position={POSITION} />
    </Suspense>
  );
}
