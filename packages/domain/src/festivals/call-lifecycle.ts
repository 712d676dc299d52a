import type { CampaignStatus } from '../festival-campaign-values.ts';
import type { FestivalRole } from '../festival-space/member-roles.ts';
import type { DateInput } from './utc-days.ts';

/**
 * A call's (campaign's) lifecycle (spec §4, issue 33): every status change of a `campagne` goes
 * through `nextCallStatus`, and the server writes an audit row with it. Spec §4 names the
 * statuses; who moves a call between them is ours (docs/decisions.md "Call lifecycle"):
 *
 * - a festival manager prepares the call and asks for verification (`ask`), and may take the
 *   request back while it waits (`withdraw`);
 * - the platform's operator accepts it (`accept`) or refuses it with a reason (`refuse`, back to
 *   preparation for the manager to fix and ask again);
 * - the system opens an accepted call when its opening date is reached (`open`) and closes it
 *   once its calendar's last deadline is past (`close`); an accepted call whose calendar ended
 *   before it opened is closed directly.
 *
 * Closed is final: a new edition is a new call.
 */
export const CALL_EVENTS = ['ask', 'withdraw', 'accept', 'refuse', 'open', 'close'] as const;
export type CallEvent = (typeof CALL_EVENTS)[number];

/** Who moves a call: a festival manager, the platform's operator, or the background job. */
export const CALL_ACTORS = ['manager', 'operator', 'system'] as const;
export type CallActor = (typeof CALL_ACTORS)[number];

type Arrow = { to: CampaignStatus; by: CallActor };

const TRANSITIONS: Readonly<Record<CampaignStatus, Partial<Record<CallEvent, Arrow>>>> = {
  preparation: { ask: { to: 'verification-requested', by: 'manager' } },
  'verification-requested': {
    withdraw: { to: 'preparation', by: 'manager' },
    accept: { to: 'verification-handled', by: 'operator' },
    refuse: { to: 'preparation', by: 'operator' },
  },
  'verification-handled': {
    open: { to: 'open', by: 'system' },
    close: { to: 'closed', by: 'system' },
  },
  open: { close: { to: 'closed', by: 'system' } },
  closed: {},
};

export type CallTransition =
  | { ok: true; status: CampaignStatus }
  | { ok: false; from: CampaignStatus; event: CallEvent; actor: CallActor };

/**
 * The status after `event` by `actor`, or a refusal when the lifecycle has no such arrow or
 * the arrow is another actor's (a manager cannot accept their own call).
 */
export function nextCallStatus(from: CampaignStatus, event: CallEvent, actor: CallActor): CallTransition {
  const arrow = TRANSITIONS[from][event];
  return arrow === undefined || arrow.by !== actor
    ? { ok: false, from, event, actor }
    : { ok: true, status: arrow.to };
}

/** The events `actor` may send a call in `status`: what the workspace offers. */
export function callEventsFor(status: CampaignStatus, actor: CallActor): CallEvent[] {
  return CALL_EVENTS.filter((event) => nextCallStatus(status, event, actor).ok);
}

/** Only a manager handles the festival's calls (docs/decisions.md "Festival access"). */
export function canManageCalls(role: FestivalRole | null | undefined): boolean {
  return role === 'manager';
}

/** The longest refusal reason the operator may write (it is emailed and shown as is). */
export const CALL_REFUSAL_REASON_MAX = 2000;

/**
 * What the background job does to a call at `now`, if anything: open an accepted call whose
 * opening moment is reached (an accepted call without an opening date waits for one), close an
 * open or accepted call whose last deadline (`FermetureCampagne`, a moment on the festival's
 * calendar) is past. Closing wins: a call whose calendar is over never opens.
 */
export function dueCallEvent(
  call: {
    StatutCampagne: CampaignStatus;
    OuvertureCampagne: DateInput | null;
    FermetureCampagne: DateInput | null;
  },
  now: Date,
): 'open' | 'close' | null {
  const at = (date: DateInput | null) => (date === null ? null : new Date(date).getTime());
  const closing = at(call.FermetureCampagne);
  const opening = at(call.OuvertureCampagne);
  const closingPast = closing !== null && closing < now.getTime();
  if (call.StatutCampagne === 'open') return closingPast ? 'close' : null;
  if (call.StatutCampagne !== 'verification-handled') return null;
  if (closingPast) return 'close';
  return opening !== null && opening <= now.getTime() ? 'open' : null;
}

/**
 * The status a call will show filmmakers once the operator has accepted it (the manager's
 * preview, issue 33): a call in preparation or waiting for its verification is shown as the
 * background job would leave an accepted call at `now` (open from its opening moment, closed
 * once its calendar is over, else waiting to open); any other call as it is.
 */
export function statusOnceVerified(
  call: {
    StatutCampagne: CampaignStatus;
    OuvertureCampagne: DateInput | null;
    FermetureCampagne: DateInput | null;
  },
  now: Date,
): CampaignStatus {
  if (call.StatutCampagne !== 'preparation' && call.StatutCampagne !== 'verification-requested') {
    return call.StatutCampagne;
  }
  const due = dueCallEvent({ ...call, StatutCampagne: 'verification-handled' }, now);
  return due === 'open' ? 'open' : due === 'close' ? 'closed' : 'verification-handled';
}
