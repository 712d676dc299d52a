import type { Language } from '@shortlist/domain/languages';
import { FILM_RECORD_TAB_WORDS, PUBLIC_FILM_TAB_WORDS } from './film-tab-words.ts';
import { WORKSPACE_ROUTES } from './workspace-route-table.ts';

/**
 * The localised route table (spec §2). Each route has one path per language, written without
 * the language prefix. Parameter names are the same in every language; `:name?` is optional.
 * Pure data: the web router and the server (404 status, page head) both read it.
 */
export type RouteDefinition = {
  paths: Record<Language, string>;
  /** Parameters that must match a pattern (spec: `films/{id digits}`, `category/{id digits}`). */
  constraints?: Record<string, RegExp>;
  /**
   * Answered by a redirect to another route key (spec: profile -> profil, help -> category 10).
   * A string rather than RouteKey so the table can be typed by itself; a test checks the key exists.
   */
  redirectTo?: { key: string; params?: Record<string, string> };
  /** Only for a signed-in user; anonymous visitors go to sign-in. */
  auth?: boolean;
  /** Reached without a language prefix (spec §2 root routes). */
  root?: boolean;
  /** Other paths, per language, that redirect here (e.g. the spec's `/fr/accounting/orders`). */
  aliases?: Partial<Record<Language, string[]>>;
  /**
   * Parameters whose value is a word of a closed list, written in the URL's language (a film's
   * tab: `data` is `donnees` in French). Params carry the key; the URL carries the word, and a word
   * that is not in the list does not match. The key itself is also read, so English links work.
   */
  words?: Record<string, Record<string, Record<Language, string>>>;
  /**
   * Matched by no path of its own: a free content page (spec §2 `{name}`), any path of a routed
   * language that no other route takes (`matchPagePath`). Its `path` parameter is the whole path.
   */
  contentFallback?: true;
};

const same = (path: string): Record<Language, string> => ({
  en: path,
  fr: path,
  es: path,
  it: path,
  pt: path,
});
const DIGITS = /^\d+$/;

export const ROUTES = {
  home: { paths: same('') },
  signIn: {
    paths: { en: 'sign-in', fr: 'connexion', es: 'iniciar-sesion', it: 'accedi', pt: 'entrar' },
  },
  passwordRequest: {
    paths: {
      en: 'password-request',
      fr: 'mot-de-passe-oublie',
      es: 'recuperar-contrasena',
      it: 'recupera-password',
      pt: 'recuperar-senha',
    },
  },
  passwordChange: {
    paths: {
      en: 'password-change/:token',
      fr: 'nouveau-mot-de-passe/:token',
      es: 'cambiar-contrasena/:token',
      it: 'nuova-password/:token',
      pt: 'nova-senha/:token',
    },
  },
  createAccount: {
    paths: {
      en: 'create-account',
      fr: 'creer-un-compte',
      es: 'crear-cuenta',
      it: 'crea-account',
      pt: 'criar-conta',
    },
  },
  activate: {
    paths: {
      en: 'activate/:token',
      fr: 'activer/:token',
      es: 'activar/:token',
      it: 'attiva/:token',
      pt: 'ativar/:token',
    },
  },
  updateLogin: {
    paths: {
      en: 'update-login/:token',
      fr: 'modifier-identifiant/:token',
      es: 'cambiar-usuario/:token',
      it: 'aggiorna-accesso/:token',
      pt: 'atualizar-login/:token',
    },
  },
  unsubscribe: {
    paths: {
      en: 'unsubscribe/:token',
      fr: 'desinscription/:token',
      es: 'darse-de-baja/:token',
      it: 'disiscrizione/:token',
      pt: 'cancelar-subscricao/:token',
    },
  },
  logout: { paths: { en: 'logout', fr: 'deconnexion', es: 'cerrar-sesion', it: 'esci', pt: 'sair' } },
  festivals: {
    paths: { en: 'festivals', fr: 'festivals', es: 'festivales', it: 'elenco-festival', pt: 'festivais' },
  },
  festival: { paths: same('festival/:id/:film?/:title?') },
  film: {
    words: { tab: PUBLIC_FILM_TAB_WORDS },
    paths: {
      en: 'film/:id/:tab?',
      fr: 'film/:id/:tab?',
      es: 'pelicula/:id/:tab?',
      it: 'film/:id/:tab?',
      pt: 'filme/:id/:tab?',
    },
  },
  dashboard: {
    auth: true,
    paths: { en: 'dashboard', fr: 'tableau-de-bord', es: 'panel', it: 'pannello', pt: 'painel' },
  },
  films: {
    auth: true,
    paths: { en: 'films', fr: 'films', es: 'peliculas', it: 'i-miei-film', pt: 'filmes' },
  },
  filmEdit: {
    auth: true,
    constraints: { id: DIGITS },
    words: { tab: FILM_RECORD_TAB_WORDS },
    paths: {
      en: 'films/:id/:tab?',
      fr: 'films/:id/:tab?',
      es: 'peliculas/:id/:tab?',
      it: 'i-miei-film/:id/:tab?',
      pt: 'filmes/:id/:tab?',
    },
  },
  submissions: {
    auth: true,
    paths: { en: 'submissions', fr: 'inscriptions', es: 'inscripciones', it: 'iscrizioni', pt: 'inscricoes' },
  },
  cart: { auth: true, paths: { en: 'cart', fr: 'panier', es: 'carrito', it: 'carrello', pt: 'carrinho' } },
  checkout: {
    auth: true,
    paths: {
      en: 'cart/checkout',
      fr: 'panier/paiement',
      es: 'carrito/pago',
      it: 'carrello/pagamento',
      pt: 'carrinho/pagamento',
    },
  },
  confirm: {
    auth: true,
    // The order service's return address after a payment (`/{language}/confirm/{id}`) leads here.
    aliases: {
      en: ['confirm/:id'],
      fr: ['confirm/:id'],
      es: ['confirm/:id'],
      it: ['confirm/:id'],
      pt: ['confirm/:id'],
    },
    paths: {
      en: 'cart/confirm/:id',
      fr: 'panier/confirmation/:id',
      es: 'carrito/confirmacion/:id',
      it: 'carrello/conferma/:id',
      pt: 'carrinho/confirmacao/:id',
    },
  },
  profile: {
    auth: true,
    redirectTo: { key: 'profileAccount' },
    paths: { en: 'profile', fr: 'profil', es: 'perfil', it: 'profilo', pt: 'perfil' },
  },
  profileAccount: {
    auth: true,
    // English words in English URLs; the spec's `profile/profil` still leads here.
    aliases: { en: ['profile/profil'] },
    paths: {
      en: 'profile/account',
      fr: 'profil/profil',
      es: 'perfil/datos',
      it: 'profilo/dati',
      pt: 'perfil/dados',
    },
  },
  profileAddresses: {
    auth: true,
    aliases: { en: ['profile/adresses'] },
    paths: {
      en: 'profile/addresses',
      fr: 'profil/adresses',
      es: 'perfil/direcciones',
      it: 'profilo/indirizzi',
      pt: 'perfil/moradas',
    },
  },
  profileSubscriptions: {
    auth: true,
    paths: {
      en: 'profile/subscriptions',
      fr: 'profil/abonnements',
      es: 'perfil/suscripciones',
      it: 'profilo/abbonamenti',
      pt: 'perfil/assinaturas',
    },
  },
  profileInvoices: {
    auth: true,
    // The profile's invoices are the orders page's downloads (spec §2): one page for both.
    redirectTo: { key: 'orders' },
    paths: {
      en: 'profile/invoices',
      fr: 'profil/factures',
      es: 'perfil/facturas',
      it: 'profilo/fatture',
      pt: 'perfil/faturas',
    },
  },
  orders: {
    auth: true,
    aliases: {
      fr: ['accounting/orders'],
      es: ['accounting/orders'],
      it: ['accounting/orders'],
      pt: ['accounting/orders'],
    },
    paths: {
      en: 'accounting/orders',
      fr: 'comptabilite/commandes',
      es: 'contabilidad/pedidos',
      it: 'contabilita/ordini',
      pt: 'contabilidade/encomendas',
    },
  },
  tickets: {
    auth: true,
    paths: { en: 'tickets', fr: 'demandes', es: 'solicitudes', it: 'richieste', pt: 'pedidos-de-ajuda' },
  },
  ticket: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'tickets/:id',
      fr: 'demandes/:id',
      es: 'solicitudes/:id',
      it: 'richieste/:id',
      pt: 'pedidos-de-ajuda/:id',
    },
  },
  help: {
    redirectTo: { key: 'helpCategory', params: { id: '10' } },
    paths: { en: 'help', fr: 'aide', es: 'ayuda', it: 'aiuto', pt: 'ajuda' },
  },
  helpCategory: {
    constraints: { id: DIGITS },
    paths: {
      en: 'help/category/:id',
      fr: 'aide/categorie/:id',
      es: 'ayuda/categoria/:id',
      it: 'aiuto/categoria/:id',
      pt: 'ajuda/categoria/:id',
    },
  },
  helpResources: {
    auth: true,
    paths: {
      en: 'help/resources',
      fr: 'aide/ressources',
      es: 'ayuda/recursos',
      it: 'aiuto/risorse',
      pt: 'ajuda/recursos',
    },
  },
  howItWorks: {
    paths: {
      en: 'how-it-works',
      fr: 'comment-ca-marche',
      es: 'como-funciona',
      it: 'come-funziona',
      pt: 'como-funciona',
    },
  },
  pricing: { paths: { en: 'pricing', fr: 'tarifs', es: 'precios', it: 'prezzi', pt: 'precos' } },
  partners: { paths: { en: 'partners', fr: 'partenaires', es: 'socios', it: 'partner', pt: 'parceiros' } },
  ethics: {
    paths: {
      en: 'code-of-ethics',
      fr: 'charte-ethique',
      es: 'codigo-etico',
      it: 'codice-etico',
      pt: 'codigo-de-etica',
    },
  },
  terms: {
    paths: {
      en: 'terms',
      fr: 'conditions-generales',
      es: 'condiciones',
      it: 'condizioni',
      pt: 'termos',
    },
  },
  legal: {
    paths: {
      en: 'legal-notice',
      fr: 'mentions-legales',
      es: 'aviso-legal',
      it: 'note-legali',
      pt: 'informacao-legal',
    },
  },
  privacy: {
    paths: {
      en: 'privacy-policy',
      fr: 'politique-de-confidentialite',
      es: 'politica-de-privacidad',
      it: 'informativa-privacy',
      pt: 'politica-de-privacidade',
    },
  },
  maintenance: {
    paths: {
      en: 'maintenance',
      fr: 'maintenance',
      es: 'mantenimiento',
      it: 'manutenzione',
      pt: 'manutencao',
    },
  },
  notFound: { paths: same('404') },
  webPage: { contentFallback: true, paths: same(':path') },
  loginByToken: { root: true, paths: same('login-by-token/:token') },
  vimeoCallback: { root: true, paths: same('vimeo-callback') },
  ...WORKSPACE_ROUTES,
} satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof ROUTES;

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

export function routeDefinition(key: RouteKey): RouteDefinition {
  return ROUTES[key] as RouteDefinition;
}
