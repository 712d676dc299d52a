import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import type { RouteKey } from '@shortlist/i18n/routes';
import { type ComponentType, lazy } from 'react';
import { PlaceholderPage } from '../features/content/pages/placeholder-page.tsx';
import { MaintenancePage } from '../features/system/pages/maintenance-page.tsx';
import { NotFoundPage } from '../features/system/pages/not-found-page.tsx';

export type PageModule = Record<string, unknown>;

/**
 * Every feature page is its own chunk, loaded when its route is visited, so a public page loads
 * only what it needs and the signed-in screens stay out of it. The pages every visit may need
 * (maintenance, not found, placeholder) are in the main bundle. Keys are paths from this folder.
 *
 * The bundler lists, beside each `import()`, the chunks that page imports, so that a navigation
 * fetches them all at once rather than one level of imports after another. Those lists weigh
 * on the chunk holding the `import()`: the server-rendered pages' stay in the main chunk (a link
 * from one public page to another waits for nothing more); the other screens' are in
 * browser-pages.ts, a small chunk fetched with the first of them (one round trip, once).
 */
const SERVER_RENDERED = import.meta.glob<PageModule>([
  '../features/festivals/pages/home-page.tsx',
  '../features/festivals/pages/festivals-page.tsx',
  '../features/festivals/pages/festival-page.tsx',
  '../features/films/pages/public-film-page.tsx',
  '../features/content/pages/content-page.tsx',
  '../features/help/pages/help-category-page.tsx',
]);

async function pageModule(path: string): Promise<PageModule> {
  const load = SERVER_RENDERED[path] ?? (await import('./browser-pages.ts')).BROWSER_PAGES[path];
  if (!load) throw new Error(`No page module ${path}`);
  return load();
}

/** The module and export of each routed screen. */
const PAGE_EXPORTS: Partial<Record<RouteKey, readonly [path: string, name: string]>> = {
  home: ['../features/festivals/pages/home-page.tsx', 'HomePage'],
  festivals: ['../features/festivals/pages/festivals-page.tsx', 'FestivalsPage'],
  festival: ['../features/festivals/pages/festival-page.tsx', 'FestivalPage'],
  logout: ['../features/auth/pages/logout-page.tsx', 'LogoutPage'],
  signIn: ['../features/auth/pages/sign-in-page.tsx', 'SignInPage'],
  createAccount: ['../features/auth/pages/create-account-page.tsx', 'CreateAccountPage'],
  activate: ['../features/auth/pages/activate-page.tsx', 'ActivatePage'],
  passwordRequest: ['../features/auth/pages/password-request-page.tsx', 'PasswordRequestPage'],
  passwordChange: ['../features/auth/pages/password-change-page.tsx', 'PasswordChangePage'],
  updateLogin: ['../features/auth/pages/update-login-page.tsx', 'UpdateLoginPage'],
  unsubscribe: ['../features/auth/pages/unsubscribe-page.tsx', 'UnsubscribePage'],
  loginByToken: ['../features/auth/pages/login-by-token-page.tsx', 'LoginByTokenPage'],
  vimeoCallback: ['../features/film-video/pages/vimeo-callback-page.tsx', 'VimeoCallbackPage'],
  profileAccount: ['../features/account/pages/profile-page.tsx', 'ProfilePage'],
  profileAddresses: ['../features/account/pages/addresses-page.tsx', 'AddressesPage'],
  dashboard: ['../features/dashboard/pages/dashboard-page.tsx', 'DashboardPage'],
  films: ['../features/films/pages/films-page.tsx', 'FilmsPage'],
  filmEdit: ['../features/films/pages/film-record-page.tsx', 'FilmRecordPage'],
  film: ['../features/films/pages/public-film-page.tsx', 'PublicFilmPage'],
  submissions: ['../features/submissions/pages/submissions-page.tsx', 'SubmissionsPage'],
  cart: ['../features/orders/pages/basket-page.tsx', 'BasketPage'],
  checkout: ['../features/orders/pages/checkout-page.tsx', 'CheckoutPage'],
  confirm: ['../features/orders/pages/confirm-page.tsx', 'ConfirmPage'],
  orders: ['../features/orders/pages/orders-page.tsx', 'OrdersPage'],
  profileSubscriptions: ['../features/orders/pages/subscriptions-page.tsx', 'SubscriptionsPage'],
  helpCategory: ['../features/help/pages/help-category-page.tsx', 'HelpCategoryPage'],
  // One audience's tutorials and questions: filmmakers on the site, festivals in the workspace (issue 36).
  helpResources: ['../features/help/pages/help-resources-page.tsx', 'HelpResourcesPage'],
  festivalSpaceHelp: ['../features/help/pages/help-resources-page.tsx', 'HelpResourcesPage'],
  festivalSpace: ['../features/festival-space/pages/festival-space-page.tsx', 'FestivalSpacePage'],
  festivalSpaceEntries: ['../features/festival-space/pages/inbox-page.tsx', 'InboxPage'],
  festivalSpaceEntry: ['../features/festival-space/pages/entry-page.tsx', 'EntryPage'],
  festivalSpaceQueue: ['../features/festival-space/pages/queue-page.tsx', 'QueuePage'],
  festivalSpaceAssignments: ['../features/festival-space/pages/assignments-page.tsx', 'AssignmentsPage'],
  festivalSpaceJuryFigures: ['../features/festival-space/pages/jury-figures-page.tsx', 'JuryFiguresPage'],
  festivalSpaceMembers: ['../features/festival-space/pages/members-page.tsx', 'MembersPage'],
  festivalSpaceInvitations: ['../features/festival-space/pages/invitations-page.tsx', 'InvitationsPage'],
  festivalSpaceCalls: ['../features/festival-space/pages/calls-page.tsx', 'CallsPage'],
  festivalSpaceCall: ['../features/festival-space/pages/call-page.tsx', 'CallPage'],
  festivalSpaceCallPreview: ['../features/festivals/pages/call-preview-page.tsx', 'CallPreviewPage'],
  festivalSpaceSection: ['../features/festival-space/pages/section-page.tsx', 'SectionPage'],
  festivalSpaceCodes: ['../features/festival-space/pages/codes-page.tsx', 'CodesPage'],
  festivalSpacePayouts: ['../features/festival-space/pages/payouts-page.tsx', 'PayoutsPage'],
  festivalSpaceProfile: ['../features/festival-space/pages/profile-page.tsx', 'ProfilePage'],
  festivalSpaceSectionQuestions: ['../features/festival-space/pages/questions-page.tsx', 'QuestionsPage'],
  festivalSpaceCalendar: ['../features/festival-space/pages/calendar-page.tsx', 'CalendarPage'],
  // The support pages serve the filmmaker site and, about one festival, its workspace (issue 36).
  tickets: ['../features/tickets/pages/tickets-page.tsx', 'TicketsPage'],
  ticket: ['../features/tickets/pages/ticket-page.tsx', 'TicketPage'],
  festivalSpaceSupport: ['../features/tickets/pages/tickets-page.tsx', 'TicketsPage'],
  festivalSpaceTicket: ['../features/tickets/pages/ticket-page.tsx', 'TicketPage'],
  webPage: ['../features/content/pages/content-page.tsx', 'ContentPage'],
  ...Object.fromEntries(
    CONTENT_PAGE_KEYS.map((key) => [
      key,
      ['../features/content/pages/content-page.tsx', 'ContentPage'] as const,
    ]),
  ),
};

/** Screens in the main bundle. Routes listed nowhere show their placeholder until their issue builds them. */
const BUNDLED: Partial<Record<RouteKey, ComponentType>> = {
  maintenance: MaintenancePage,
  notFound: NotFoundPage,
};

async function importPage(key: RouteKey): Promise<ComponentType | undefined> {
  const entry = PAGE_EXPORTS[key];
  if (!entry) return undefined;
  const [path, name] = entry;
  return (await pageModule(path))[name] as ComponentType;
}

const lazyPages = new Map<RouteKey, ComponentType>();
const loadedPages = new Map<RouteKey, ComponentType>();

/**
 * Starts loading a page's chunk before the first render. The server awaits it, so its HTML holds
 * the page rather than the loading fallback. The browser starts it as it hydrates: once loaded,
 * the page's lazy component renders without suspending, so a click or a change made in the
 * server's HTML right away hydrates the page at once and reaches it (React drops an event aimed
 * at a page still waiting for its chunk).
 */
export async function loadPage(key: RouteKey): Promise<void> {
  const page = await importPage(key);
  if (page) loadedPages.set(key, page);
}

/** A thenable that calls back at once: React.lazy then renders the loaded page without suspending. */
function loaded(page: ComponentType): PromiseLike<{ default: ComponentType }> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved synchronously for React.lazy
    then(onFulfilled) {
      return Promise.resolve(onFulfilled ? onFulfilled({ default: page }) : undefined) as never;
    },
  } as PromiseLike<{ default: ComponentType }>;
}

export function pageFor(key: RouteKey): ComponentType {
  const bundled = BUNDLED[key];
  if (bundled) return bundled;
  if (!PAGE_EXPORTS[key]) return PlaceholderPage;
  let page = lazyPages.get(key);
  if (!page) {
    // One component per key whether or not the chunk is loaded yet, so the tree never changes type.
    page = lazy(() => {
      const ready = loadedPages.get(key);
      if (ready) return loaded(ready) as Promise<{ default: ComponentType }>;
      return importPage(key).then((module) => ({ default: module ?? PlaceholderPage }));
    });
    lazyPages.set(key, page);
  }
  return page;
}

/** The source module of a page (`src/...`, as the build manifest names it), for preload links. */
export function pageSource(key: RouteKey): string | undefined {
  const entry = PAGE_EXPORTS[key];
  return entry ? `src/${entry[0].replace(/^\.\.\//, '')}` : undefined;
}
