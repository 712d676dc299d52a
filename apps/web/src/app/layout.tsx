import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentRoute } from '../shared/i18n/current-route.ts';
import { useTranslation } from '../shared/i18n/translation.tsx';
import { usePageHydrated } from '../shared/render/page-hydration.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { SubmissionPanelHost } from './submission-panel-host.tsx';

/**
 * Skip link, header, main and footer. Embed mode (`?embed`, spec §2) shows the page alone, for
 * festival sites that frame it; the header is hidden on film pages.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { key } = useCurrentRoute();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const embed = search.has('embed');
  // A server-rendered page shows before its scripts have run: until then its controls would do
  // nothing, so they say they are disabled (and tests wait for them), then come alive.
  const hydrated = usePageHydrated();

  useEffect(() => {
    // A new page starts at its top (spec §2); `pathname` is the trigger, not a value read.
    void pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div
      style={{ display: 'contents' }}
      role={hydrated ? undefined : 'group'}
      aria-disabled={hydrated ? undefined : true}
    >
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {!embed && key !== 'film' && <Header />}
      <main id="main" tabIndex={-1}>
        <SubmissionPanelHost>{children}</SubmissionPanelHost>
      </main>
      {!embed && <Footer />}
      <RouteAnnouncer />
    </div>
  );
}
