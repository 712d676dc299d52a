import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, critere, evenement } from '@shortlist/db/schema/campaigns';
import { adresse } from '@shortlist/db/schema/contacts';
import {
  festival,
  festivalCategorie,
  festivalGenre,
  festivalLabel,
  festivalThematique,
} from '@shortlist/db/schema/festivals';
import { promisesWatch } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import { currentCampaign, festivalBadge, isLastDays } from '@shortlist/domain/festivals/campaign-rules';
import {
  compareDirectory,
  type FeeSection,
  festivalNextDeadline,
  lowestEntryFee,
} from '@shortlist/domain/festivals/directory-sort';
import {
  type DirectorySort,
  type FestivalFilter,
  matchesComparer,
} from '@shortlist/domain/festivals/festival-filter';
import { festivalTakesLength } from '@shortlist/domain/festivals/film-length';
import { hasOpenFreeSection } from '@shortlist/domain/festivals/free-entry';
import { eq } from 'drizzle-orm';

/*
 * The oracle of the directory tests (directory.test.ts, directory-zones.test.ts): every festival
 * read back from the database in plain rows, and the domain rules applied to them in code. The
 * SQL of directory-sql.ts must answer what these functions answer, at any `now`. Test support
 * only: nothing in the app imports it.
 */

/** A festival as the rules read it; the rules that depend on the clock are applied per `now`. */
export type OracleFestival = {
  Id: number;
  Nom: string;
  IdPays: number;
  Ville: string | null;
  PecRealisateur: boolean;
  /** The zone the directory's SQL counts days in: the stored one, UTC when missing. */
  timeZone: string;
  campaign: typeof campagne.$inferSelect | undefined;
  /** The current campaign's sections with their calendars. */
  sections: FeeSection[];
  paid: boolean;
  /** A free section in the current campaign, open or not: the card's fee range says "free or ...". */
  hasFree: boolean;
  /** `festivalTakesLength` of its current campaign's sections. */
  takesLength: (minutes: number) => boolean;
  labels: number;
  categories: number[];
  genres: number[];
  themes: number[];
};

/** Every festival of the database, read table by table (no SQL of the directory involved). */
export async function loadOracle(db: Db): Promise<OracleFestival[]> {
  const [festivals, campaigns, sections, cats, genres, themes, events, labels, criteria] = await Promise.all([
    db
      .select({ f: festival, Ville: adresse.Ville })
      .from(festival)
      .leftJoin(adresse, eq(adresse.Id, festival.IdAdresse)),
    db.select().from(campagne),
    db.select().from(campagneSection),
    db.select().from(festivalCategorie),
    db.select().from(festivalGenre),
    db.select().from(festivalThematique),
    db.select().from(evenement),
    db.select().from(festivalLabel),
    db.select().from(critere),
  ]);
  return festivals.map(({ f, Ville }) => {
    // The domain rule is the oracle of the SQL join on the current campaign.
    const campaign = currentCampaign(campaigns.filter((c) => c.IdFestival === f.Id));
    const currentSections = sections.filter((s) => s.IdCampagne === campaign?.Id);
    const feeSections = currentSections.map((s) => ({
      IsPayant: s.IsPayant,
      events: events.filter((e) => e.IdCampagneSection === s.Id),
    }));
    return {
      Id: f.Id,
      Nom: f.Nom,
      IdPays: f.IdPays,
      Ville,
      PecRealisateur: f.PecRealisateur,
      timeZone: f.FuseauHoraire ?? 'UTC',
      campaign,
      sections: feeSections,
      paid: currentSections.some((s) => s.IsPayant),
      hasFree: feeSections.some((s) => !s.IsPayant),
      takesLength: (minutes: number) =>
        festivalTakesLength(
          currentSections.map((s) => ({ criteria: criteria.filter((c) => c.IdCampagneSection === s.Id) })),
          minutes,
        ),
      labels: labels.filter((l) => l.IdFestival === f.Id).length,
      categories: cats.filter((l) => l.IdFestival === f.Id).map((l) => l.IdCategorie),
      genres: genres.filter((l) => l.IdFestival === f.Id).map((l) => l.IdGenre),
      themes: themes.filter((l) => l.IdFestival === f.Id).map((l) => l.IdThematique),
    };
  });
}

export const badgeAt = (r: OracleFestival, now: Date) => festivalBadge(r.campaign, now, r.timeZone);
export const lowestFeeAt = (r: OracleFestival, now: Date) => lowestEntryFee(r.sections, now, r.timeZone);
/** The deadline the festival's card prints at `now`. */
export const nextDeadlineAt = (r: OracleFestival, now: Date) =>
  festivalNextDeadline(r.sections, now, r.timeZone)?.DateEvent;

/** The ids the filter keeps at `now`: the rule each filter field states (festival-filter.ts). */
export function expectedIds(rows: readonly OracleFestival[], filter: FestivalFilter, now: Date): number[] {
  return rows
    .filter((r) => {
      const c = r.campaign;
      const timeZone = r.timeZone;
      if (filter.IdPays !== undefined && r.IdPays !== filter.IdPays) return false;
      if (filter.feeMax !== undefined) {
        const fee = lowestFeeAt(r, now);
        if (fee === undefined || fee > filter.feeMax) return false;
      }
      if (filter.withLabels && r.labels === 0) return false;
      if (filter.watchGuarantee && !promisesWatch(c)) return false;
      if (filter.filmMinutes !== undefined && !r.takesLength(filter.filmMinutes)) return false;
      const open = badgeAt(r, now) !== 'closed';
      if (filter.IsCampagneOuverte !== undefined && open !== filter.IsCampagneOuverte) return false;
      if (filter.IsPayant === true && !r.paid) return false;
      if (filter.IsPayant === false && !hasOpenFreeSection(r.sections, now, timeZone)) return false;
      if (filter.PecRealisateurs && !r.PecRealisateur) return false;
      if (filter.IdsCategorie && !filter.IdsCategorie.some((id) => r.categories.includes(id))) return false;
      if (filter.IdsGenre && !filter.IdsGenre.some((id) => r.genres.includes(id))) return false;
      if (filter.IdsThematique && !filter.IdsThematique.some((id) => r.themes.includes(id))) return false;
      if (filter.DeadLine && filter.DeadLineComparer) {
        const from = c?.FermetureCampagne ?? null;
        if (!matchesComparer({ comparer: filter.DeadLineComparer, day: filter.DeadLine, from, timeZone }))
          return false;
      }
      if (filter.Edition && filter.EditionComparer) {
        const ok = matchesComparer({
          comparer: filter.EditionComparer,
          day: filter.Edition,
          from: c?.DebutCampagne ?? null,
          to: c?.FinCampagne ?? null,
          timeZone,
        });
        if (!ok) return false;
      }
      return true;
    })
    .map((r) => r.Id);
}

/** Every festival in the order `sort` gives at `now` (`compareDirectory`). */
export function expectedOrder(rows: readonly OracleFestival[], sort: DirectorySort, now: Date): number[] {
  const sortable = rows.map((r) => ({
    ...r,
    lowestFee: lowestFeeAt(r, now),
    nextDeadline: nextDeadlineAt(r, now),
  }));
  return sortable.sort((a, b) => compareDirectory(sort, a, b)).map((r) => r.Id);
}

/** The default order: by deadline (`compareDirectory`). */
export function expectedDirectoryOrder(rows: readonly OracleFestival[], now: Date): number[] {
  return expectedOrder(rows, 'deadline', now);
}

const time = (date: Date | null | undefined) => date?.getTime() ?? 0;

/** `last-date` at `now`: open public calls in their last days, soonest deadline first, 12 at most. */
export function expectedLastDays(rows: readonly OracleFestival[], now: Date): number[] {
  return rows
    .filter((r) => r.campaign && !r.campaign.IsInvitationSeule && isLastDays(r.campaign, now, r.timeZone))
    .sort((a, b) => time(a.campaign?.FermetureCampagne) - time(b.campaign?.FermetureCampagne) || a.Id - b.Id)
    .slice(0, 12)
    .map((r) => r.Id);
}

/** `new-call` at `now`: open public calls already opened, latest opening first, 12 at most. */
export function expectedNewCalls(rows: readonly OracleFestival[], now: Date): number[] {
  return rows
    .filter((r) => {
      const badge = badgeAt(r, now);
      const opened = r.campaign?.OuvertureCampagne;
      return (badge === 'open' || badge === 'lastDays') && opened && opened.getTime() <= now.getTime();
    })
    .sort((a, b) => time(b.campaign?.OuvertureCampagne) - time(a.campaign?.OuvertureCampagne) || b.Id - a.Id)
    .slice(0, 12)
    .map((r) => r.Id);
}
