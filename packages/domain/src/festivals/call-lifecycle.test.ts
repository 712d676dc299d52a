import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignStatus } from '../festival-campaign-values.ts';
import {
  CALL_ACTORS,
  CALL_EVENTS,
  type CallActor,
  type CallEvent,
  callEventsFor,
  canManageCalls,
  dueCallEvent,
  nextCallStatus,
  statusOnceVerified,
} from './call-lifecycle.ts';

// The only arrows of the lifecycle (docs/decisions.md "Call lifecycle"): from, event, actor, to.
const ALLOWED: readonly [CampaignStatus, CallEvent, CallActor, CampaignStatus][] = [
  ['preparation', 'ask', 'manager', 'verification-requested'],
  ['verification-requested', 'withdraw', 'manager', 'preparation'],
  ['verification-requested', 'accept', 'operator', 'verification-handled'],
  ['verification-requested', 'refuse', 'operator', 'preparation'],
  ['verification-handled', 'open', 'system', 'open'],
  ['verification-handled', 'close', 'system', 'closed'],
  ['open', 'close', 'system', 'closed'],
];

describe('nextCallStatus', () => {
  it('allows the arrows of the lifecycle, each to its own actor', () => {
    for (const [from, event, actor, to] of ALLOWED) {
      expect(nextCallStatus(from, event, actor)).toEqual({ ok: true, status: to });
    }
  });

  it('refuses every other status, event and actor', () => {
    let refused = 0;
    for (const from of CAMPAIGN_STATUS) {
      for (const event of CALL_EVENTS) {
        for (const actor of CALL_ACTORS) {
          if (ALLOWED.some(([f, e, a]) => f === from && e === event && a === actor)) continue;
          expect(nextCallStatus(from, event, actor), `${from} ${event} by ${actor}`).toEqual({
            ok: false,
            from,
            event,
            actor,
          });
          refused += 1;
        }
      }
    }
    expect(refused).toBe(CAMPAIGN_STATUS.length * CALL_EVENTS.length * CALL_ACTORS.length - ALLOWED.length);
  });

  it('never lets a manager accept, open or close their own call, nor the operator ask for it', () => {
    expect(nextCallStatus('verification-requested', 'accept', 'manager').ok).toBe(false);
    expect(nextCallStatus('verification-handled', 'open', 'manager').ok).toBe(false);
    expect(nextCallStatus('open', 'close', 'operator').ok).toBe(false);
    expect(nextCallStatus('preparation', 'ask', 'operator').ok).toBe(false);
  });

  it('keeps a closed call closed', () => {
    for (const actor of CALL_ACTORS) expect(callEventsFor('closed', actor)).toEqual([]);
  });
});

describe('callEventsFor', () => {
  it('offers a manager to ask in preparation and to withdraw while waiting, nothing else', () => {
    expect(callEventsFor('preparation', 'manager')).toEqual(['ask']);
    expect(callEventsFor('verification-requested', 'manager')).toEqual(['withdraw']);
    expect(callEventsFor('verification-handled', 'manager')).toEqual([]);
    expect(callEventsFor('open', 'manager')).toEqual([]);
    expect(callEventsFor('verification-requested', 'operator')).toEqual(['accept', 'refuse']);
  });
});

describe('canManageCalls', () => {
  it('is a manager only', () => {
    expect(canManageCalls('manager')).toBe(true);
    expect(canManageCalls('programmer')).toBe(false);
    expect(canManageCalls(null)).toBe(false);
  });
});

describe('dueCallEvent', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const call = (StatutCampagne: CampaignStatus, opening: string | null, closing: string | null) => ({
    StatutCampagne,
    OuvertureCampagne: opening,
    FermetureCampagne: closing,
  });

  it('opens an accepted call from its opening moment on', () => {
    expect(
      dueCallEvent(call('verification-handled', '2026-03-01T12:00:00Z', '2026-06-01T21:59:00Z'), now),
    ).toBe('open');
    expect(
      dueCallEvent(call('verification-handled', '2026-03-01T12:00:01Z', '2026-06-01T21:59:00Z'), now),
    ).toBe(null);
    expect(dueCallEvent(call('verification-handled', null, '2026-06-01T21:59:00Z'), now)).toBe(null);
  });

  it('closes an open call once its last deadline is past, not at the deadline itself', () => {
    expect(dueCallEvent(call('open', '2026-01-01T00:00:00Z', '2026-03-01T11:59:59Z'), now)).toBe('close');
    expect(dueCallEvent(call('open', '2026-01-01T00:00:00Z', '2026-03-01T12:00:00Z'), now)).toBe(null);
    expect(dueCallEvent(call('open', '2026-01-01T00:00:00Z', null), now)).toBe(null);
  });

  it('closes an accepted call whose calendar ended before it opened', () => {
    expect(
      dueCallEvent(call('verification-handled', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'), now),
    ).toBe('close');
  });

  it('leaves calls in preparation, waiting for verification or closed alone', () => {
    for (const status of ['preparation', 'verification-requested', 'closed'] as const) {
      expect(dueCallEvent(call(status, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'), now)).toBe(null);
    }
  });
});

describe('statusOnceVerified', () => {
  const now = new Date('2027-02-01T12:00:00Z');
  const call = (StatutCampagne: CampaignStatus, opening: string | null, closing: string | null) => ({
    StatutCampagne,
    OuvertureCampagne: opening,
    FermetureCampagne: closing,
  });

  it('shows a call waiting for its verification as the job would leave it once accepted', () => {
    for (const status of ['preparation', 'verification-requested'] as const) {
      expect(statusOnceVerified(call(status, '2027-01-01T00:00:00Z', '2027-05-01T00:00:00Z'), now)).toBe(
        'open',
      );
      expect(statusOnceVerified(call(status, '2027-03-01T00:00:00Z', '2027-05-01T00:00:00Z'), now)).toBe(
        'verification-handled',
      );
      expect(statusOnceVerified(call(status, null, null), now)).toBe('verification-handled');
      expect(statusOnceVerified(call(status, '2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z'), now)).toBe(
        'closed',
      );
    }
  });

  it('leaves any other call as it is', () => {
    for (const status of ['verification-handled', 'open', 'closed'] as const) {
      expect(statusOnceVerified(call(status, '2027-01-01T00:00:00Z', '2027-05-01T00:00:00Z'), now)).toBe(
        status,
      );
    }
  });
});
