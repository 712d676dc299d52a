import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { useTranslation } from '../shared/i18n/translation.tsx';
import { usePageHydrated } from '../shared/render/page-hydration.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { SubmissionPanelHost } from './submission-panel-host.tsx';

// The festival workspace's header comes with its screens, never with a filmmaker's page.
const WorkspaceHeader = lazy(() =>
  import('./workspace-header.tsx').then((module) => ({ default: module.WorkspaceHeader })),
);

/**
 * Skip link, header, main and footer. Embed mode (`?embed`, spec §2) shows the page alone, for
 * festival sites that frame it; the header is hidden on film pages. The festival workspace
 * (`festivalSpace*` routes, issue 31) has a header of its own instead of the filmmaker's.
 *
 * The header and the footer are each a Suspense boundary though nothing in them suspends: React
 * hydrates the shell outside any boundary in one task, and each server-rendered boundary later,
 * in a pass that yields to the browser every few milliseconds. So the page's hydration is short
 * tasks rather than one long one (mobile total blocking time, bench/log/2026-11-to-12.md).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { key } = useCurrentRoute();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const embed = search.has('embed');

  useEffect(() => {
    // A new page starts at its top (spec §2); `pathname` is the trigger, not a value read.
    void pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <HydrationGroup>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {!embed && key !== 'film' && (
        <Suspense>{key.startsWith('festivalSpace') ? <WorkspaceHeader /> : <Header />}</Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <SubmissionPanelHost>{children}</SubmissionPanelHost>
      </main>
      {!embed && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
      <RouteAnnouncer />
    </HydrationGroup>
  );
}

/**
 * A server-rendered page shows before its scripts have run: until then its controls would do
 * nothing, so they say they are disabled (and tests wait for them), then come alive. A component
 * of its own, given the layout as children, so the change re-renders this element alone.
 */
function HydrationGroup({ children }: { children: ReactNode }) {
  const hydrated = usePageHydrated();
  return (
    <div
      style={{ display: 'contents' }}
      role={hydrated ? undefined : 'group'}
      aria-disabled={hydrated ? undefined : true}
    >
      {children}
    </div>
  );
}
