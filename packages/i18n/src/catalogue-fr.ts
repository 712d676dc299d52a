import frAccount from '../locales/fr/account.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frDashboard from '../locales/fr/dashboard.json' with { type: 'json' };
import frEmails from '../locales/fr/emails.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frFestivalSpace from '../locales/fr/festivalSpace.json' with { type: 'json' };
import frFestivals from '../locales/fr/festivals.json' with { type: 'json' };
import frFilms from '../locales/fr/films.json' with { type: 'json' };
import frHome from '../locales/fr/home.json' with { type: 'json' };
import frNav from '../locales/fr/nav.json' with { type: 'json' };
import frOrders from '../locales/fr/orders.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import frSeo from '../locales/fr/seo.json' with { type: 'json' };
import frSubmissions from '../locales/fr/submissions.json' with { type: 'json' };
import frTickets from '../locales/fr/tickets.json' with { type: 'json' };
import frVideos from '../locales/fr/videos.json' with { type: 'json' };
import type { LanguageResources } from './translate.ts';

/**
 * Every catalogue of one language, in a module of its own: the web loads only the visitor's
 * language (apps/web/src/shared/i18n/catalogue-loader.ts); the server takes all (catalogues.ts).
 */
const resources: LanguageResources = {
  common: frCommon,
  nav: frNav,
  errors: frErrors,
  seo: frSeo,
  pages: frPages,
  home: frHome,
  auth: frAuth,
  account: frAccount,
  festivals: frFestivals,
  films: frFilms,
  submissions: frSubmissions,
  videos: frVideos,
  emails: frEmails,
  orders: frOrders,
  dashboard: frDashboard,
  festivalSpace: frFestivalSpace,
  tickets: frTickets,
};

export default resources;
