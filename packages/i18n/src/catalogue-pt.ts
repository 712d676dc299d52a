import ptAccount from '../locales/pt/account.json' with { type: 'json' };
import ptAuth from '../locales/pt/auth.json' with { type: 'json' };
import ptCommon from '../locales/pt/common.json' with { type: 'json' };
import ptDashboard from '../locales/pt/dashboard.json' with { type: 'json' };
import ptEmails from '../locales/pt/emails.json' with { type: 'json' };
import ptErrors from '../locales/pt/errors.json' with { type: 'json' };
import ptFestivalSpace from '../locales/pt/festivalSpace.json' with { type: 'json' };
import ptFestivals from '../locales/pt/festivals.json' with { type: 'json' };
import ptFilms from '../locales/pt/films.json' with { type: 'json' };
import ptHome from '../locales/pt/home.json' with { type: 'json' };
import ptNav from '../locales/pt/nav.json' with { type: 'json' };
import ptOrders from '../locales/pt/orders.json' with { type: 'json' };
import ptPages from '../locales/pt/pages.json' with { type: 'json' };
import ptSeo from '../locales/pt/seo.json' with { type: 'json' };
import ptSubmissions from '../locales/pt/submissions.json' with { type: 'json' };
import ptTickets from '../locales/pt/tickets.json' with { type: 'json' };
import ptVideos from '../locales/pt/videos.json' with { type: 'json' };
import type { LanguageResources } from './translate.ts';

/**
 * Every catalogue of one language, in a module of its own: the web loads only the visitor's
 * language (apps/web/src/shared/i18n/catalogue-loader.ts); the server takes all (catalogues.ts).
 */
const resources: LanguageResources = {
  common: ptCommon,
  nav: ptNav,
  errors: ptErrors,
  seo: ptSeo,
  pages: ptPages,
  home: ptHome,
  auth: ptAuth,
  account: ptAccount,
  festivals: ptFestivals,
  films: ptFilms,
  submissions: ptSubmissions,
  videos: ptVideos,
  emails: ptEmails,
  orders: ptOrders,
  dashboard: ptDashboard,
  festivalSpace: ptFestivalSpace,
  tickets: ptTickets,
};

export default resources;
