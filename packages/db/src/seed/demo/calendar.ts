import type { CampaignStatus } from '@shortlist/domain/festival-campaign';
import { zonedTimeToUtc } from '@shortlist/domain/festivals/zoned-time';
import type { Prng } from './prng.ts';

/** How a demo campaign sits in time relative to `now`. */
export const SCENARIOS = [
  'open-far',
  'closing-soon',
  'closed',
  'open-far',
  'extension',
  'preparation',
  'closing-soon',
  'verification-requested',
  'invitation',
  'verification-handled',
  'open-far',
  'closed',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export type Deadline = { kind: 'early' | 'regular' | 'extension'; date: Date };

export type CampaignPlan = {
  status: CampaignStatus;
  invitationOnly: boolean;
  opening: Date;
  deadlines: Deadline[];
  result: Date;
  festivalStart: Date;
  festivalEnd: Date;
};

const DAY = 86_400_000;

/**
 * Days after `now`'s UTC day, on the festival's clock: deadlines at 23:59 there, other events at
 * 10:00 there (docs/decisions.md, deadline times: a deadline is a moment in the festival's zone).
 */
function dayAt(options: { now: Date; days: number; deadline: boolean; timeZone: string }): Date {
  const { now, days, deadline, timeZone } = options;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY);
  return zonedTimeToUtc(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: deadline ? 23 : 10,
      minute: deadline ? 59 : 0,
    },
    timeZone,
  );
}

export function planCampaign(prng: Prng, scenario: Scenario, now: Date, timeZone = 'UTC'): CampaignPlan {
  const at = (days: number, deadline: boolean) => dayAt({ now, days, deadline, timeZone });
  let opening: number;
  let regular: number;
  let early: number | undefined;
  let extension: number | undefined;
  let status: CampaignStatus = 'open';
  switch (scenario) {
    case 'closing-soon':
      opening = -prng.int(30, 120);
      regular = prng.int(1, 13);
      if (prng.chance(0.5)) early = regular - prng.int(15, 30);
      break;
    case 'open-far':
    case 'invitation':
      opening = -prng.int(5, 60);
      regular = prng.int(45, 200);
      if (prng.chance(0.5)) early = prng.int(16, 40);
      if (prng.chance(0.3)) extension = regular + prng.int(14, 30);
      break;
    case 'extension':
      opening = -prng.int(60, 150);
      regular = -prng.int(1, 10);
      extension = prng.int(2, 30);
      break;
    case 'closed':
      status = 'closed';
      opening = -prng.int(200, 300);
      regular = -prng.int(15, 150);
      if (prng.chance(0.4)) extension = regular + prng.int(7, 14);
      break;
    default:
      status = scenario;
      opening = prng.int(10, 90);
      regular = opening + prng.int(60, 120);
      if (prng.chance(0.4)) early = opening + prng.int(20, 40);
  }
  const last = extension ?? regular;
  const result = last + prng.int(20, 45);
  const start = result + prng.int(10, 40);
  const deadlines: Deadline[] = [];
  if (early !== undefined) deadlines.push({ kind: 'early', date: at(early, true) });
  deadlines.push({ kind: 'regular', date: at(regular, true) });
  if (extension !== undefined) deadlines.push({ kind: 'extension', date: at(extension, true) });
  return {
    status,
    invitationOnly: scenario === 'invitation',
    opening: at(opening, false),
    deadlines,
    result: at(result, false),
    festivalStart: at(start, false),
    festivalEnd: at(start + prng.int(3, 9), true),
  };
}
