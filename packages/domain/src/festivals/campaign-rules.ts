import { calendarDaysLeft, isWithinSoonWindow } from '../expires-soon.ts';
import type { CampaignStatus } from '../festival-campaign.ts';
import type { DateInput } from './utc-days.ts';

/**
 * The campaign fields the directory rules read (spec §3 Festival; columns of `campagne`).
 * `FermetureCampagne` is the last closing or extension date of the campaign's sections.
 */
export type CampaignSummary = {
  StatutCampagne: CampaignStatus;
  OuvertureCampagne: DateInput | null;
  FermetureCampagne: DateInput | null;
  IsInvitationSeule: boolean;
};

/**
 * Statuses in which the public sees a call (docs/decisions.md "A call is public once verified"):
 * from the operator's verification on. A call in preparation, or waiting for (or refused)
 * verification, is the managers' draft: the festival page, the directory, the sitemap and the
 * eligibility engine keep the previous verified edition (or no call) until it is verified.
 */
export const PUBLIC_CALL_STATUSES = [
  'verification-handled',
  'open',
  'closed',
] as const satisfies readonly CampaignStatus[];

/** Whether the public sees a call in this status (`PUBLIC_CALL_STATUSES`). */
export function isPublicCall(status: CampaignStatus): boolean {
  return (PUBLIC_CALL_STATUSES as readonly CampaignStatus[]).includes(status);
}

/**
 * A festival's current campaign (spec §3): among its verified calls (`isPublicCall`), the one of
 * its latest edition, the highest `AnneeEdition` (unique per festival); undefined when it has
 * none. Every public campaign-dependent answer (card, filter, order, festival page, eligibility)
 * reads this one. The directory's SQL says the same in `directory-sql.ts` (`DIRECTORY_FROM`),
 * and `directory.test.ts` checks it against this function.
 */
export function currentCampaign<T extends { AnneeEdition: number; StatutCampagne: CampaignStatus }>(
  campaigns: readonly T[],
): T | undefined {
  let current: T | undefined;
  for (const campaign of campaigns) {
    if (!isPublicCall(campaign.StatutCampagne)) continue;
    if (!current || campaign.AnneeEdition > current.AnneeEdition) current = campaign;
  }
  return current;
}

/** Badge of a festival card in the directory. */
export const FESTIVAL_BADGE = ['open', 'lastDays', 'closed', 'invitationOnly'] as const;
export type FestivalBadge = (typeof FESTIVAL_BADGE)[number];

/** A festival is open when its campaign is in progress (spec §4). */
export function isFestivalOpen(campaign: Pick<CampaignSummary, 'StatutCampagne'>): boolean {
  return campaign.StatutCampagne === 'open';
}

/** Days to the last deadline on the festival's calendar (docs/decisions.md, deadline times). */
function closingDays(campaign: CampaignSummary, now: Date, timeZone: string): number | undefined {
  return campaign.FermetureCampagne === null
    ? undefined
    : calendarDaysLeft(campaign.FermetureCampagne, now, timeZone);
}

/**
 * Open and closing today or within `EXPIRES_SOON_DAYS` calendar days (same window as sections),
 * days counted in the festival's time zone.
 */
export function isLastDays(campaign: CampaignSummary, now: Date, timeZone: string): boolean {
  const days = closingDays(campaign, now, timeZone);
  return isFestivalOpen(campaign) && days !== undefined && isWithinSoonWindow(days);
}

/**
 * Closed when there is no campaign, it is not in progress, or its last deadline is past: the
 * status is written by the festival site and may lag behind the calendar, and a card must not
 * invite entries nobody can make. Invitation-only wins over last days: the public cannot enter.
 * "Past" is by the festival's calendar (`timeZone`): a call closing at 23:59 in Los Angeles
 * stays open until then, not until midnight UTC.
 */
export function festivalBadge(
  campaign: CampaignSummary | null | undefined,
  now: Date,
  timeZone: string,
): FestivalBadge {
  if (!campaign || !isFestivalOpen(campaign)) return 'closed';
  const days = closingDays(campaign, now, timeZone);
  if (days !== undefined && days < 0) return 'closed';
  if (campaign.IsInvitationSeule) return 'invitationOnly';
  return isLastDays(campaign, now, timeZone) ? 'lastDays' : 'open';
}

/**
 * Directory order of campaign statuses (spec §7): calls in progress first, then the ones about
 * to open (the further through verification, the sooner), closed last. The server builds its
 * SQL `CASE` from this list so database and code sort alike.
 */
export const DIRECTORY_STATUS_ORDER = [
  'open',
  'verification-handled',
  'verification-requested',
  'preparation',
  'closed',
] as const satisfies readonly CampaignStatus[];

export type DirectorySortKey = readonly [statusRank: number, closing: number, opening: number];

function time(date: DateInput | null): number {
  return date === null ? Number.POSITIVE_INFINITY : new Date(date).getTime();
}

/**
 * Sort key of the festival directory (spec §7): campaign status, then closing date, then opening
 * date, each ascending; missing dates and festivals without a campaign go last.
 */
export function directorySortKey(campaign: CampaignSummary | null | undefined): DirectorySortKey {
  if (!campaign) return [DIRECTORY_STATUS_ORDER.length, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const rank = (DIRECTORY_STATUS_ORDER as readonly CampaignStatus[]).indexOf(campaign.StatutCampagne);
  return [rank, time(campaign.FermetureCampagne), time(campaign.OuvertureCampagne)];
}

/** Comparator for `Array.prototype.sort` built on `directorySortKey`. */
export function compareForDirectory(
  a: CampaignSummary | null | undefined,
  b: CampaignSummary | null | undefined,
): number {
  const ka = directorySortKey(a);
  const kb = directorySortKey(b);
  for (let i = 0; i < ka.length; i++) {
    const x = ka[i] as number;
    const y = kb[i] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
