import type { critere } from '../../schema/campaigns.ts';
import type { LabelBook, Translated } from '../label-book.ts';
import type { CampaignPlan } from './calendar.ts';
import type { Prng } from './prng.ts';
import type { DemoRows, IdCounter } from './rows.ts';
import { QUESTIONS, SECTIONS, type SectionKind } from './sections-data.ts';
import { EVENT_LABELS } from './texts.ts';

/** The password of every protected demo section (documented in the README for trying the prompt). */
export const DEMO_SECTION_PASSWORD = 'demo1234';

/**
 * Its argon2id hash (OWASP's parameters, as `apps/server/src/platform/passwords.ts` makes them):
 * section passwords are stored hashed only (docs/decisions.md "Section passwords"). Written here
 * rather than hashed at seed time because this package does not carry argon2; the server's
 * `hash-section-passwords.test.ts` checks that it verifies `DEMO_SECTION_PASSWORD`.
 */
export const DEMO_SECTION_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$WYObFSqX0RQ5iT26/T4piA$hO2LumHhVEv6M5EuedtDGwu1Ws1Rul7BjpX+tXDAq2A';

const OTHER_KINDS: SectionKind[] = [
  'animation',
  'documentary',
  'school',
  'experimental',
  'music-video',
  'first-film',
  'children',
  'queer',
  'environment',
  'very-short',
  'fantastic',
  'national',
];
const BASE_FEES = [500, 800, 1000, 1500, 2000, 2500];

export type SectionContext = {
  prng: Prng;
  book: LabelBook;
  ids: IdCounter;
  rows: DemoRows;
  festivalId: number;
  campagneId: number;
  plan: CampaignPlan;
  countryId: number;
  countryName: Translated;
  languageIsEnglish: boolean;
  euCountryIds: number[];
  year: number;
  /** Running count over the catalogue, so every question type comes round. */
  questionCursor: { value: number };
};

export function addSections(ctx: SectionContext): void {
  const { prng } = ctx;
  const count = prng.pick([1, 2, 2, 3, 3, 4, 5, 6]);
  const kinds: SectionKind[] = [prng.chance(0.8) ? 'international' : 'national'];
  kinds.push(
    ...prng.sample(
      OTHER_KINDS.filter((k) => k !== kinds[0]),
      count - 1,
    ),
  );
  kinds.forEach((kind, ordre) => {
    addSection(ctx, kind, ordre + 1);
  });
}

function fill(value: Translated, ctx: SectionContext): Translated {
  const out: Translated = { en: '' };
  for (const [lang, text] of Object.entries(value) as [keyof Translated, string][]) {
    out[lang] = text.replaceAll('{country}', ctx.countryName[lang] ?? ctx.countryName.en);
  }
  return out;
}

function addSection(ctx: SectionContext, kind: SectionKind, ordre: number): void {
  const { prng, book, ids, rows, plan } = ctx;
  const template = SECTIONS[kind];
  const sectionId = ids.take('section');
  rows.section.push({
    Id: sectionId,
    IdFestival: ctx.festivalId,
    IdLibelle: book.label(template.name),
    IdTexte: book.text(fill(template.text, ctx)),
  });
  const isPayant = prng.chance(0.6);
  const isPublic = !prng.chance(0.2);
  const csId = ids.take('campagneSection');
  rows.campagneSection.push({
    Id: csId,
    IdCampagne: ctx.campagneId,
    IdSection: sectionId,
    IsInscription: !prng.chance(0.05),
    IsPayant: isPayant,
    IsPublic: isPublic,
    Ordre: ordre,
    MotDePasse: null,
    MotDePasseHash: isPublic ? null : DEMO_SECTION_PASSWORD_HASH,
    IdTexte: null,
    // docs/decisions.md (currency): every fee is in euros, also for festivals outside the euro area.
    Devise: 'EUR',
  });

  const base = isPayant ? prng.pick(BASE_FEES) : 0;
  const fee = { early: base, regular: isPayant ? base + 500 : 0, extension: isPayant ? base + 1500 : 0 };
  let eventOrdre = 0;
  const event = (
    type: 'opening' | 'closing' | 'result' | 'extension',
    date: Date,
    label: Translated,
    prix: number,
  ) =>
    rows.evenement.push({
      Id: ids.take('evenement'),
      IdCampagneSection: csId,
      Type: type,
      IdLibelleEvent: book.label(label),
      DateEvent: date,
      Prix: prix,
      Devise: 'EUR',
      Ordre: ++eventOrdre,
    });
  event('opening', plan.opening, EVENT_LABELS.opening, 0);
  for (const d of plan.deadlines) {
    event(d.kind === 'extension' ? 'extension' : 'closing', d.date, EVENT_LABELS[d.kind], fee[d.kind]);
  }
  event('result', plan.result, EVENT_LABELS.result, 0);

  for (const criterion of criteriaFor(ctx, kind)) {
    rows.critere.push({
      Id: ids.take('critere'),
      IdCampagneSection: csId,
      IsCheckerCritere: true,
      ...criterion,
    });
  }
  addQuestions(ctx, csId);
}

type Criterion = Omit<typeof critere.$inferInsert, 'Id' | 'IdCampagneSection'>;

function criteriaFor(ctx: SectionContext, kind: SectionKind): Criterion[] {
  const { prng } = ctx;
  const list: Criterion[] = [];
  const maxMinutes = kind === 'very-short' ? 3 : prng.pick([15, 20, 30, 40, 59]);
  list.push({ Type: 'duration', DureeMin: prng.chance(0.3) ? 60 : null, DureeMax: maxMinutes * 60 });
  if (prng.chance(0.8)) {
    list.push({ Type: 'film', AnneeProduction: ctx.year - prng.int(1, 2), MoisProduction: prng.int(1, 12) });
  }
  const byKind: Partial<Record<SectionKind, Criterion>> = {
    national: { Type: 'country', Valeurs: [ctx.countryId], IsInclusionPays: true, IsPaysPrincipal: true },
    animation: { Type: 'categories', Valeurs: [3] },
    documentary: { Type: 'categories', Valeurs: [2] },
    experimental: { Type: 'categories', Valeurs: [4, 6, 7] },
    'music-video': { Type: 'categories', Valeurs: [5] },
    school: { Type: 'school-film', IsFilmEcole: true },
    'first-film': { Type: 'first-film', IsPremierFilm: true },
    children: { Type: 'genres', Valeurs: [18, 19] },
    fantastic: { Type: 'genres', Valeurs: [4, 5, 6] },
    queer: { Type: 'themes', Valeurs: [33, 34] },
    environment: { Type: 'themes', Valeurs: [16, 17, 18, 19] },
  };
  const specific = byKind[kind];
  if (specific) list.push(specific);
  if (kind === 'international') {
    const roll = prng.next();
    if (roll < 0.35) {
      list.push({
        Type: 'country',
        Valeurs: [ctx.countryId],
        IsInclusionPays: false,
        IsPaysPrincipal: prng.chance(0.5),
      });
    } else if (roll < 0.55) {
      list.push({ Type: 'country', Valeurs: ctx.euCountryIds, IsInclusionPays: true });
    }
    if (prng.chance(0.2)) list.push({ Type: 'school-film', IsFilmEcole: false });
  }
  if (!ctx.languageIsEnglish && prng.chance(0.7)) {
    list.push({ Type: 'subtitle', IdsLanguesSubs: [6] });
  } else if (prng.chance(0.2)) {
    list.push({ Type: 'subtitle', IdsLanguesSubs: prng.chance(0.5) ? [6, 13] : [6, 19] });
  }
  return list;
}

function addQuestions(ctx: SectionContext, csId: number): void {
  const { prng, book, ids, rows } = ctx;
  const count = prng.pick([0, 1, 1, 2, 3]);
  for (let j = 0; j < count; j++) {
    const template = QUESTIONS[ctx.questionCursor.value++ % QUESTIONS.length];
    if (!template) continue;
    rows.critereAdditionnel.push({
      Id: ids.take('critereAdditionnel'),
      IdCampagneSection: csId,
      IdLibelle: book.label(template.label),
      IdTexte: template.text ? book.text(template.text) : null,
      Type: template.type,
      IsDemandeCheck: template.demandeCheck ?? false,
      Choix: template.choices?.map((choice, i) => ({ Id: i + 1, IdLibelle: book.label(choice) })) ?? null,
      Ordre: j + 1,
    });
  }
}
