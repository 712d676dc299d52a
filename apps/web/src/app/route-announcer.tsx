import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazy page to show its heading before focusing `main` instead. */
const HEADING_WAIT_MS = 3000;

/**
 * After a navigation (not the first load), moves the focus to the new page's main heading and
 * announces its title to screen readers, as a page load would; keyboard users continue from the
 * top of the new content instead of a link that no longer exists. Pages load lazily, so it waits
 * for the heading to appear.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void pathname;
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    const focusHeading = (): boolean => {
      // A dialog opened by the new page keeps the focus it gave itself.
      if (document.activeElement?.closest('[role="dialog"]')) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      setMessage(heading.textContent?.trim() || document.title);
      done = true;
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!done) {
        main.focus({ preventScroll: true });
        setMessage(document.title);
      }
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
