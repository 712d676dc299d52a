import type { RouteDefinition } from './route-table.ts';

const DIGITS = /^\d+$/;

/**
 * The festival workspace's routes (issues 31 and 33), kept apart from the public and filmmaker
 * routes so the table stays readable. Same shape and rules as `ROUTES` in route-table.ts.
 */
export const WORKSPACE_ROUTES = {
  /** The festival workspace (issue 31), where a festival member lands after sign-in. */
  festivalSpace: {
    auth: true,
    paths: {
      en: 'festival-space',
      fr: 'espace-festival',
      es: 'espacio-festival',
      it: 'spazio-festival',
      pt: 'espaco-festival',
    },
  },
  festivalSpaceEntries: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/entries',
      fr: 'espace-festival/:id/inscriptions',
      es: 'espacio-festival/:id/inscripciones',
      it: 'spazio-festival/:id/iscrizioni',
      pt: 'espaco-festival/:id/inscricoes',
    },
  },
  festivalSpaceEntry: {
    auth: true,
    constraints: { id: DIGITS, entry: DIGITS },
    paths: {
      en: 'festival-space/:id/entries/:entry',
      fr: 'espace-festival/:id/inscriptions/:entry',
      es: 'espacio-festival/:id/inscripciones/:entry',
      it: 'spazio-festival/:id/iscrizioni/:entry',
      pt: 'espaco-festival/:id/inscricoes/:entry',
    },
  },
  /** A manager's assignments of entries to programmers, per section (issue 34). */
  festivalSpaceAssignments: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/assignments',
      fr: 'espace-festival/:id/affectations',
      es: 'espacio-festival/:id/asignaciones',
      it: 'spazio-festival/:id/assegnazioni',
      pt: 'espaco-festival/:id/atribuicoes',
    },
  },
  /** A manager's jury figures: progress, time left, entries at risk of the guaranteed watch (issue 34). */
  festivalSpaceJuryFigures: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/jury',
      fr: 'espace-festival/:id/jury',
      es: 'espacio-festival/:id/jurado',
      it: 'spazio-festival/:id/giuria',
      pt: 'espaco-festival/:id/juri',
    },
  },
  /** A member's queue of assigned entries, with "Next" (issue 34). */
  festivalSpaceQueue: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/queue',
      fr: 'espace-festival/:id/a-voir',
      es: 'espacio-festival/:id/por-ver',
      it: 'spazio-festival/:id/da-vedere',
      pt: 'espaco-festival/:id/para-ver',
    },
  },
  festivalSpaceMembers: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/members',
      fr: 'espace-festival/:id/membres',
      es: 'espacio-festival/:id/miembros',
      it: 'spazio-festival/:id/membri',
      pt: 'espaco-festival/:id/membros',
    },
  },
  festivalSpaceInvitations: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/invitations',
      fr: 'espace-festival/:id/invitations',
      es: 'espacio-festival/:id/invitaciones',
      it: 'spazio-festival/:id/inviti',
      pt: 'espaco-festival/:id/convites',
    },
  },
  /** A festival's calls and their verification (issue 33, managers). */
  festivalSpaceCalls: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/calls',
      fr: 'espace-festival/:id/appels',
      es: 'espacio-festival/:id/convocatorias',
      it: 'spazio-festival/:id/bandi',
      pt: 'espaco-festival/:id/convocatorias',
    },
  },
  festivalSpacePayouts: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/payouts',
      fr: 'espace-festival/:id/versements',
      es: 'espacio-festival/:id/pagos',
      it: 'spazio-festival/:id/pagamenti',
      pt: 'espaco-festival/:id/pagamentos',
    },
  },
  festivalSpaceProfile: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/profile',
      fr: 'espace-festival/:id/profil',
      es: 'espacio-festival/:id/perfil',
      it: 'spazio-festival/:id/profilo',
      pt: 'espaco-festival/:id/perfil',
    },
  },
  /** One call of the festival: its edition, dates, status and sections (issue 33, managers). */
  festivalSpaceCall: {
    auth: true,
    constraints: { id: DIGITS, call: DIGITS },
    paths: {
      en: 'festival-space/:id/calls/:call',
      fr: 'espace-festival/:id/appels/:call',
      es: 'espacio-festival/:id/convocatorias/:call',
      it: 'spazio-festival/:id/bandi/:call',
      pt: 'espaco-festival/:id/convocatorias/:call',
    },
  },
  /** The festival page with one call, as filmmakers will see it once verified (issue 33, managers). */
  festivalSpaceCallPreview: {
    auth: true,
    constraints: { id: DIGITS, call: DIGITS },
    paths: {
      en: 'festival-space/:id/calls/:call/preview',
      fr: 'espace-festival/:id/appels/:call/apercu',
      es: 'espacio-festival/:id/convocatorias/:call/vista-previa',
      it: 'spazio-festival/:id/bandi/:call/anteprima',
      pt: 'espaco-festival/:id/convocatorias/:call/pre-visualizacao',
    },
  },
  /** One section of a call: texts, price, password, re-entry and criteria (issue 33). */
  festivalSpaceSection: {
    auth: true,
    constraints: { id: DIGITS, call: DIGITS, section: DIGITS },
    paths: {
      en: 'festival-space/:id/calls/:call/sections/:section',
      fr: 'espace-festival/:id/appels/:call/sections/:section',
      es: 'espacio-festival/:id/convocatorias/:call/secciones/:section',
      it: 'spazio-festival/:id/bandi/:call/sezioni/:section',
      pt: 'espaco-festival/:id/convocatorias/:call/secoes/:section',
    },
  },
  /** A section's additional questions, in their order (issue 33). */
  festivalSpaceSectionQuestions: {
    auth: true,
    constraints: { id: DIGITS, call: DIGITS, section: DIGITS },
    paths: {
      en: 'festival-space/:id/calls/:call/sections/:section/questions',
      fr: 'espace-festival/:id/appels/:call/sections/:section/questions',
      es: 'espacio-festival/:id/convocatorias/:call/secciones/:section/preguntas',
      it: 'spazio-festival/:id/bandi/:call/sezioni/:section/domande',
      pt: 'espaco-festival/:id/convocatorias/:call/secoes/:section/perguntas',
    },
  },
  /** A call's calendar: opening, fee deadlines, extension, results, closing (issue 33). */
  festivalSpaceCalendar: {
    auth: true,
    constraints: { id: DIGITS, call: DIGITS },
    paths: {
      en: 'festival-space/:id/calls/:call/calendar',
      fr: 'espace-festival/:id/appels/:call/calendrier',
      es: 'espacio-festival/:id/convocatorias/:call/calendario',
      it: 'spazio-festival/:id/bandi/:call/calendario',
      pt: 'espaco-festival/:id/convocatorias/:call/calendario',
    },
  },
  /** The festival's fee waivers and discount codes (issue 33, managers). */
  festivalSpaceCodes: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/discount-codes',
      fr: 'espace-festival/:id/codes-de-reduction',
      es: 'espacio-festival/:id/codigos-de-descuento',
      it: 'spazio-festival/:id/codici-sconto',
      pt: 'espaco-festival/:id/codigos-de-desconto',
    },
  },
  /** Support requests written from the workspace, about this festival (issue 36). */
  festivalSpaceSupport: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/support',
      fr: 'espace-festival/:id/assistance',
      es: 'espacio-festival/:id/asistencia',
      it: 'spazio-festival/:id/assistenza',
      pt: 'espaco-festival/:id/suporte',
    },
  },
  /** The festivals' video tutorials and questions, with their search (issue 36). */
  festivalSpaceHelp: {
    auth: true,
    constraints: { id: DIGITS },
    paths: {
      en: 'festival-space/:id/help',
      fr: 'espace-festival/:id/aide',
      es: 'espacio-festival/:id/ayuda',
      it: 'spazio-festival/:id/aiuto',
      pt: 'espaco-festival/:id/ajuda',
    },
  },
  /** One support request of the festival's, its conversation (issue 36). */
  festivalSpaceTicket: {
    auth: true,
    constraints: { id: DIGITS, ticket: DIGITS },
    paths: {
      en: 'festival-space/:id/support/:ticket',
      fr: 'espace-festival/:id/assistance/:ticket',
      es: 'espacio-festival/:id/asistencia/:ticket',
      it: 'spazio-festival/:id/assistenza/:ticket',
      pt: 'espaco-festival/:id/suporte/:ticket',
    },
  },
} satisfies Record<string, RouteDefinition>;
