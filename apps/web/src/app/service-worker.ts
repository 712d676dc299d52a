import { modals } from '@mantine/modals';
import { isLanguage } from '@shortlist/domain/language-list';
import { translatorFor } from '../shared/i18n/translator.ts';

/** Spec §9: the service worker is checked for a new version hourly (and at every visit). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type ServiceWorkerWatch = {
  container: ServiceWorkerContainer;
  /** Asks the user; calls `accept` if they agree to reload into the new version. */
  prompt: (accept: () => void) => void;
  reload: () => void;
  every?: (run: () => void, ms: number) => unknown;
};

/**
 * Registers `/sw.js` (built by `apps/web/build/service-worker-plugin.ts`) and, when a newer
 * version is installed while an older one controls the page, asks the user to reload (spec §4:
 * confirm prompt and reload). The new worker takes over only once they agree, so a form being
 * filled in is never reloaded away; the page reloads when the new worker has taken control.
 */
export async function watchServiceWorker(watch: ServiceWorkerWatch): Promise<ServiceWorkerRegistration> {
  const { container } = watch;
  const registration = await container.register('/sw.js', { scope: '/' });
  const offered = new WeakSet<ServiceWorker>();
  let accepted = false;
  const offer = (worker: ServiceWorker) => {
    // A first visit installs a worker too; there is nothing older to reload away from.
    if (!container.controller || offered.has(worker)) return;
    offered.add(worker);
    watch.prompt(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  container.addEventListener('controllerchange', () => {
    if (accepted) watch.reload();
  });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  const every = watch.every ?? ((run, ms) => setInterval(run, ms));
  every(() => {
    // Offline or a server restart: the next check will do.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  return registration;
}

/** The confirm prompt, in the page's language (the root route sets `<html lang>`). */
function confirmReload(accept: () => void): void {
  const lang = document.documentElement.lang;
  const { t } = translatorFor(isLanguage(lang) ? lang : 'en');
  modals.openConfirmModal({
    title: t('common:newVersion.title'),
    children: t('common:newVersion.body'),
    labels: { confirm: t('common:newVersion.reload'), cancel: t('common:newVersion.later') },
    onConfirm: accept,
  });
}

function start(): void {
  watchServiceWorker({
    container: navigator.serviceWorker,
    prompt: confirmReload,
    reload: () => window.location.reload(),
  }).catch(() => {
    // No worker (private mode, blocked): the site works the same without one.
  });
}

// Production builds in a browser only: in development Vite serves modules the worker knows nothing
// about, and a server-side render has no navigator. After `load`, so registering never competes
// with the page's own requests.
if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
