// The demo festival's entries: answers, moves, publications, viewings (festival-side-rows.ts).
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { DEMO_SCREENER_FACTS } from './demo-screener.ts';
import { addVideo } from './festival-side-film-rows.ts';
import { type DemoMember, PLANNED_ENTRIES, type PlannedEntry, PUBLICATIONS } from './festival-side-plan.ts';
import {
  type BuiltEntry,
  DAY,
  type FestivalSideContext,
  type FilmRef,
  MINUTE,
  type Step,
} from './festival-side-types.ts';
import type { Prng } from './prng.ts';

const STATUS = SUBMISSION_STATUS;

const SHORT_ANSWERS = [
  'Through Shortlist',
  'A friend who screened here last year',
  'The festival newsletter',
];
const LONG_ANSWERS = [
  'We made this film with friends over two summers, and it is the story we kept telling each other.',
  'The film started from a photograph found in a flea market; we wanted to know who was in it.',
];

const FLAG = {
  validated: STATUS.validated,
  selected: STATUS.selected,
  notSelected: STATUS.notSelected,
} as const;

/**
 * The entries, sent when their order was paid (numbered in that order), with the film video they
 * play, their answers, their moves through the state machine (an audit row each, as
 * `transitionSubmission` writes them), what their section's publications told the filmmaker, and
 * the members' viewings.
 */
export function addEntries(
  ctx: FestivalSideContext,
  step: Step & { prng: Prng; films: Map<string, FilmRef>; members: Record<DemoMember, number> },
): BuiltEntry[] {
  const { ids, rows, at, prng, films, members } = step;
  const bySending = [...PLANNED_ENTRIES].sort((a, b) => b.sentDaysAgo - a.sentDaysAgo);
  if (ctx.numbers.length < bySending.length) throw new Error('not enough entry numbers');
  const built: BuiltEntry[] = [];
  for (const [n, plan] of bySending.entries()) {
    const film = films.get(plan.film);
    const section = ctx.sections[plan.section];
    if (!film || !section) throw new Error(`the demo entry of ${plan.film} has no film or section`);
    const paid = at(plan.sentDaysAgo);
    // Paid by bank transfer: placed a day before the money came.
    const placed = new Date(paid.getTime() - DAY);
    const Id = ids.take('inscription');
    const publication = PUBLICATIONS.find((p) => p.section === plan.section);
    const published = plan.moves.filter((move) => publication && move.daysAgo > publication.daysAgo);
    const last = plan.moves.at(-1);
    const lastPublished = published.length === plan.moves.length;
    const note = plan.decision?.note ?? null;
    const reasons = plan.decision?.reasons ?? null;
    rows.inscription.push({
      Id,
      DateCreation: new Date(placed.getTime() - 10 * MINUTE),
      IdCompte: film.owner,
      IdFilm: film.Id,
      IdCampagneSection: section.Id,
      Statut: last ? FLAG[last.to] : STATUS.sent,
      Numero: ctx.numbers[n] as number,
      DateSoumission: paid,
      IsPaiementAttente: false,
      StatutPublie:
        published.length > 0 ? FLAG[(published.at(-1) as (typeof published)[number]).to] : STATUS.sent,
      DatePublication: published.length > 0 && publication ? at(publication.daysAgo) : paid,
      MessageDecision: last && !lastPublished ? note : null,
      MotifsDecision: last && !lastPublished ? reasons : null,
      MessagePublie: last && lastPublished ? note : null,
      MotifsPublies: last && lastPublished ? reasons : null,
    });
    for (const question of section.questions) {
      const answer = answerOf(prng, question);
      if (answer !== undefined) {
        rows.inscriptionReponse.push({
          IdInscription: Id,
          IdCritereAdditionnel: question.Id,
          Valeur: answer,
        });
      }
    }
    addMoves({ ids, rows, at, entryId: Id, paid, plan, members });
    for (const view of plan.views) addView({ ids, rows, at, entryId: Id, view, accountId: members[view.by] });
    addVideo(ctx, { ids, rows, at, film, uploaded: new Date(placed.getTime() - 3 * DAY) });
    built.push({ Id, plan, film, sectionId: section.Id, placed, paid });
  }
  for (const publication of PUBLICATIONS) {
    const section = ctx.sections[publication.section];
    if (!section) continue;
    rows.publicationDecision.push({
      Id: ids.take('publicationDecision'),
      DateCreation: at(publication.daysAgo),
      IdCampagneSection: section.Id,
      IdCompte: members.manager,
      NbInscriptions: PLANNED_ENTRIES.filter(
        (e) => e.section === publication.section && e.moves.some((m) => m.daysAgo > publication.daysAgo),
      ).length,
    });
  }
  return built;
}

/** An answer of the kind each question asks (a blocking question or a check: yes). */
function answerOf(
  prng: Prng,
  question: FestivalSideContext['sections'][number]['questions'][number],
): boolean | string | number | undefined {
  switch (question.Type) {
    case 'info':
      return undefined;
    case 'blocking':
      return true;
    case 'yes-no':
      return question.IsDemandeCheck ? true : prng.chance(0.5);
    case 'short-text':
      return prng.pick(SHORT_ANSWERS);
    case 'long-text':
      return prng.pick(LONG_ANSWERS);
    case 'choice':
      return question.Choix?.length ? prng.pick(question.Choix).Id : undefined;
  }
}

/** The platform's send, then each festival move by its member. */
function addMoves(
  options: Step & { entryId: number; paid: Date; plan: PlannedEntry; members: Record<DemoMember, number> },
): void {
  const { ids, rows, at, entryId, plan, members } = options;
  rows.inscriptionStatut.push({
    Id: ids.take('inscriptionStatut'),
    DateCreation: options.paid,
    IdInscription: entryId,
    De: STATUS.notFinished,
    Vers: STATUS.sent,
    Auteur: 'platform',
    IdCompte: null,
    Motif: null,
  });
  let from: number = STATUS.sent;
  for (const move of plan.moves) {
    rows.inscriptionStatut.push({
      Id: ids.take('inscriptionStatut'),
      DateCreation: at(move.daysAgo),
      IdInscription: entryId,
      De: from,
      Vers: FLAG[move.to],
      Auteur: 'festival',
      IdCompte: members[move.by],
      Motif: move.reason ?? null,
    });
    from = FLAG[move.to];
  }
}

/** A member's viewing as the player's reports leave it (the screener's running time, its furthest point). */
function addView(
  options: Step & { entryId: number; view: PlannedEntry['views'][number]; accountId: number },
): void {
  const { ids, rows, at, view } = options;
  const duration = DEMO_SCREENER_FACTS.durationSeconds ?? 30;
  const furthest = Math.round(duration * view.share * 10) / 10;
  const first = at(view.daysAgo);
  rows.visionnage.push({
    Id: ids.take('visionnage'),
    IdInscription: options.entryId,
    IdCompte: options.accountId,
    TypeVideo: 'film',
    DatePremiere: first,
    DateDerniere: new Date(first.getTime() + Math.ceil(furthest + 15) * 1000),
    Position: furthest,
    PositionMax: furthest,
    SecondesVues: furthest,
    Duree: duration,
  });
}
