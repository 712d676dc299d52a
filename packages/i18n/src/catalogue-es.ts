import esAccount from '../locales/es/account.json' with { type: 'json' };
import esAuth from '../locales/es/auth.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import esDashboard from '../locales/es/dashboard.json' with { type: 'json' };
import esEmails from '../locales/es/emails.json' with { type: 'json' };
import esErrors from '../locales/es/errors.json' with { type: 'json' };
import esFestivalSpace from '../locales/es/festivalSpace.json' with { type: 'json' };
import esFestivals from '../locales/es/festivals.json' with { type: 'json' };
import esFilms from '../locales/es/films.json' with { type: 'json' };
import esHome from '../locales/es/home.json' with { type: 'json' };
import esNav from '../locales/es/nav.json' with { type: 'json' };
import esOrders from '../locales/es/orders.json' with { type: 'json' };
import esPages from '../locales/es/pages.json' with { type: 'json' };
import esSeo from '../locales/es/seo.json' with { type: 'json' };
import esSubmissions from '../locales/es/submissions.json' with { type: 'json' };
import esTickets from '../locales/es/tickets.json' with { type: 'json' };
import esVideos from '../locales/es/videos.json' with { type: 'json' };
import type { LanguageResources } from './translate.ts';

/**
 * Every catalogue of one language, in a module of its own: the web loads only the visitor's
 * language (apps/web/src/shared/i18n/catalogue-loader.ts); the server takes all (catalogues.ts).
 */
const resources: LanguageResources = {
  common: esCommon,
  nav: esNav,
  errors: esErrors,
  seo: esSeo,
  pages: esPages,
  home: esHome,
  auth: esAuth,
  account: esAccount,
  festivals: esFestivals,
  films: esFilms,
  submissions: esSubmissions,
  videos: esVideos,
  emails: esEmails,
  orders: esOrders,
  dashboard: esDashboard,
  festivalSpace: esFestivalSpace,
  tickets: esTickets,
};

export default resources;
