import enAccount from '../locales/en/account.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enFestivalSpace from '../locales/en/festivalSpace.json' with { type: 'json' };
import enFestivals from '../locales/en/festivals.json' with { type: 'json' };
import enFilms from '../locales/en/films.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enSeo from '../locales/en/seo.json' with { type: 'json' };
import enSubmissions from '../locales/en/submissions.json' with { type: 'json' };
import enTickets from '../locales/en/tickets.json' with { type: 'json' };
import enVideos from '../locales/en/videos.json' with { type: 'json' };
import type { LanguageResources } from './translate.ts';

/**
 * Every catalogue of one language, in a module of its own: the web loads only the visitor's
 * language (apps/web/src/shared/i18n/catalogue-loader.ts); the server takes all (catalogues.ts).
 */
const resources: LanguageResources = {
  common: enCommon,
  nav: enNav,
  errors: enErrors,
  seo: enSeo,
  pages: enPages,
  home: enHome,
  auth: enAuth,
  account: enAccount,
  festivals: enFestivals,
  films: enFilms,
  submissions: enSubmissions,
  videos: enVideos,
  emails: enEmails,
  orders: enOrders,
  dashboard: enDashboard,
  festivalSpace: enFestivalSpace,
  tickets: enTickets,
};

export default resources;
