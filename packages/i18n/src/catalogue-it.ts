import itAccount from '../locales/it/account.json' with { type: 'json' };
import itAuth from '../locales/it/auth.json' with { type: 'json' };
import itCommon from '../locales/it/common.json' with { type: 'json' };
import itDashboard from '../locales/it/dashboard.json' with { type: 'json' };
import itEmails from '../locales/it/emails.json' with { type: 'json' };
import itErrors from '../locales/it/errors.json' with { type: 'json' };
import itFestivalSpace from '../locales/it/festivalSpace.json' with { type: 'json' };
import itFestivals from '../locales/it/festivals.json' with { type: 'json' };
import itFilms from '../locales/it/films.json' with { type: 'json' };
import itHome from '../locales/it/home.json' with { type: 'json' };
import itNav from '../locales/it/nav.json' with { type: 'json' };
import itOrders from '../locales/it/orders.json' with { type: 'json' };
import itPages from '../locales/it/pages.json' with { type: 'json' };
import itSeo from '../locales/it/seo.json' with { type: 'json' };
import itSubmissions from '../locales/it/submissions.json' with { type: 'json' };
import itTickets from '../locales/it/tickets.json' with { type: 'json' };
import itVideos from '../locales/it/videos.json' with { type: 'json' };
import type { LanguageResources } from './translate.ts';

/**
 * Every catalogue of one language, in a module of its own: the web loads only the visitor's
 * language (apps/web/src/shared/i18n/catalogue-loader.ts); the server takes all (catalogues.ts).
 */
const resources: LanguageResources = {
  common: itCommon,
  nav: itNav,
  errors: itErrors,
  seo: itSeo,
  pages: itPages,
  home: itHome,
  auth: itAuth,
  account: itAccount,
  festivals: itFestivals,
  films: itFilms,
  submissions: itSubmissions,
  videos: itVideos,
  emails: itEmails,
  orders: itOrders,
  dashboard: itDashboard,
  festivalSpace: itFestivalSpace,
  tickets: itTickets,
};

export default resources;
