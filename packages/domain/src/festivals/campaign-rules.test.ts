import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS } from '../festival-campaign.ts';
import {
  type CampaignSummary,
  compareForDirectory,
  currentCampaign,
  DIRECTORY_STATUS_ORDER,
  directorySortKey,
  festivalBadge,
  isFestivalOpen,
  isLastDays,
  isPublicCall,
} from './campaign-rules.ts';
import { cardBadge } from './card-badge.ts';

const now = new Date('2025-06-10T15:00:00Z');
const inDays = (n: number) => new Date(Date.UTC(2025, 5, 10 + n, 23, 59));
const campaign = (over: Partial<CampaignSummary> = {}): CampaignSummary => ({
  StatutCampagne: 'open',
  OuvertureCampagne: inDays(-30),
  FermetureCampagne: inDays(60),
  IsInvitationSeule: false,
  ...over,
});

describe('isFestivalOpen', () => {
  it('is open only while the campaign is in progress', () => {
    for (const status of CAMPAIGN_STATUS) {
      expect(isFestivalOpen({ StatutCampagne: status })).toBe(status === 'open');
    }
  });
});

describe('isLastDays', () => {
  it.each([
    [0, true],
    [13, true],
    [14, true],
    [15, false],
    [-1, false],
  ])('open and closing in %i days -> %s', (days, expected) => {
    expect(isLastDays(campaign({ FermetureCampagne: inDays(days) }), now, 'UTC')).toBe(expected);
  });
  it('needs an open campaign and a closing date', () => {
    expect(isLastDays(campaign({ StatutCampagne: 'closed', FermetureCampagne: inDays(3) }), now, 'UTC')).toBe(
      false,
    );
    expect(isLastDays(campaign({ FermetureCampagne: null }), now, 'UTC')).toBe(false);
  });
  it('reads ISO strings', () => {
    expect(isLastDays(campaign({ FermetureCampagne: '2025-06-20T23:59:00Z' }), now, 'UTC')).toBe(true);
  });
});

describe('festivalBadge', () => {
  it('shows open, last days, invitation only and closed', () => {
    expect(festivalBadge(campaign(), now, 'UTC')).toBe('open');
    expect(festivalBadge(campaign({ FermetureCampagne: inDays(5) }), now, 'UTC')).toBe('lastDays');
    expect(
      festivalBadge(campaign({ IsInvitationSeule: true, FermetureCampagne: inDays(5) }), now, 'UTC'),
    ).toBe('invitationOnly');
    expect(festivalBadge(campaign({ StatutCampagne: 'preparation' }), now, 'UTC')).toBe('closed');
    expect(festivalBadge(campaign({ StatutCampagne: 'closed', IsInvitationSeule: true }), now, 'UTC')).toBe(
      'closed',
    );
  });
  it('shows closed without a campaign or once the last deadline is past', () => {
    expect(festivalBadge(undefined, now, 'UTC')).toBe('closed');
    expect(festivalBadge(null, now, 'UTC')).toBe('closed');
    expect(festivalBadge(campaign({ FermetureCampagne: inDays(-1) }), now, 'UTC')).toBe('closed');
  });
  it.each([
    // Deadline at 23:59 local on 10 June, then `now` 31 minutes later: closed there, while the
    // UTC calendar still reads the same day (or, for Los Angeles, the next one).
    ['America/Los_Angeles', '2025-06-11T06:59:00Z', '2025-06-11T07:30:00Z'],
    ['Asia/Tokyo', '2025-06-10T14:59:00Z', '2025-06-10T15:30:00Z'],
    ['Europe/Paris', '2025-06-10T21:59:00Z', '2025-06-10T22:30:00Z'],
    ['Pacific/Kiritimati', '2025-06-10T09:59:00Z', '2025-06-10T10:30:00Z'],
  ])('counts the last deadline on the festival calendar (%s)', (zone, closing, after) => {
    const call = campaign({ FermetureCampagne: closing });
    const before = new Date(Date.parse(closing) - 60_000);
    expect(festivalBadge(call, before, zone)).toBe('lastDays');
    expect(isLastDays(call, before, zone)).toBe(true);
    expect(festivalBadge(call, new Date(after), zone)).toBe('closed');
    expect(isLastDays(call, new Date(after), zone)).toBe(false);
    // In UTC, the same instant is still on or before the deadline's day.
    expect(festivalBadge(call, new Date(after), 'UTC')).toBe('lastDays');
  });
  it('stays open while no closing date is known', () => {
    expect(festivalBadge(campaign({ FermetureCampagne: null }), now, 'UTC')).toBe('open');
  });
});

describe('cardBadge: the urgency said once on a card', () => {
  it('lets the deadline’s countdown say “last days”, and keeps the word when there is none', () => {
    expect(cardBadge('lastDays', true)).toBe('open');
    expect(cardBadge('lastDays', false)).toBe('lastDays');
    for (const badge of ['open', 'closed', 'invitationOnly'] as const) {
      expect(cardBadge(badge, true)).toBe(badge);
      expect(cardBadge(badge, false)).toBe(badge);
    }
  });
});

describe('directory order', () => {
  it('ranks every campaign status exactly once', () => {
    expect([...DIRECTORY_STATUS_ORDER].sort()).toEqual([...CAMPAIGN_STATUS].sort());
  });

  it('sorts by status, then closing date, then opening date; missing values last', () => {
    const rows: Array<[string, CampaignSummary | undefined]> = [
      ['no campaign', undefined],
      ['closed', campaign({ StatutCampagne: 'closed', FermetureCampagne: inDays(-40) })],
      ['preparation', campaign({ StatutCampagne: 'preparation', FermetureCampagne: inDays(10) })],
      ['handled', campaign({ StatutCampagne: 'verification-handled', FermetureCampagne: inDays(90) })],
      ['open, no closing date', campaign({ FermetureCampagne: null })],
      ['open, closes in 60 days, opened later', campaign({ OuvertureCampagne: inDays(-2) })],
      ['open, closes in 60 days, opened earlier', campaign({ OuvertureCampagne: inDays(-20) })],
      ['open, closes in 3 days', campaign({ FermetureCampagne: inDays(3) })],
      ['requested', campaign({ StatutCampagne: 'verification-requested' })],
    ];
    const sorted = [...rows].sort((a, b) => compareForDirectory(a[1], b[1])).map(([name]) => name);
    expect(sorted).toEqual([
      'open, closes in 3 days',
      'open, closes in 60 days, opened earlier',
      'open, closes in 60 days, opened later',
      'open, no closing date',
      'handled',
      'requested',
      'preparation',
      'closed',
      'no campaign',
    ]);
  });

  it('gives a key of three numbers', () => {
    const key = directorySortKey(campaign({ OuvertureCampagne: '2025-05-01T10:00:00Z' }));
    expect(key).toEqual([0, inDays(60).getTime(), Date.parse('2025-05-01T10:00:00Z')]);
    expect(compareForDirectory(campaign(), campaign())).toBe(0);
  });
});

describe('currentCampaign', () => {
  it('is the campaign of the latest edition, whatever the order', () => {
    const editions = [
      { AnneeEdition: 2024, StatutCampagne: 'closed' as const },
      { AnneeEdition: 2026, StatutCampagne: 'open' as const },
      { AnneeEdition: 2025, StatutCampagne: 'closed' as const },
    ];
    expect(currentCampaign(editions)).toBe(editions[1]);
    expect(currentCampaign([...editions].reverse())).toBe(editions[1]);
  });

  it('skips the calls the operator has not verified: the public keeps the previous edition', () => {
    const verified = { AnneeEdition: 2025, StatutCampagne: 'closed' as const };
    for (const draft of ['preparation', 'verification-requested'] as const) {
      expect(currentCampaign([verified, { AnneeEdition: 2026, StatutCampagne: draft }])).toBe(verified);
      expect(currentCampaign([{ AnneeEdition: 2026, StatutCampagne: draft }])).toBeUndefined();
    }
    const accepted = { AnneeEdition: 2026, StatutCampagne: 'verification-handled' as const };
    expect(currentCampaign([verified, accepted])).toBe(accepted);
  });

  it('is undefined for a festival without a campaign', () => {
    expect(currentCampaign([])).toBeUndefined();
  });
});

describe('isPublicCall', () => {
  it('is true from the verification on', () => {
    expect(CAMPAIGN_STATUS.filter(isPublicCall)).toEqual(['closed', 'verification-handled', 'open']);
  });
});
