import { describe, expect, it } from 'vitest';
import { checkBasket } from './basket-check.ts';
import { day, entry, film, NOW, section } from './eligibility-fixtures.ts';

// A screener kept past the results, so only the fact a test changes raises a warning.
const kept = film({ video: { DateExpiration: day(90), DateProlongation: null } });
const inBasket = { IdInscription: 7, IdFilm: 1, IdCampagneSection: 400 };
const ownRow = { ...entry({ Statut: 1 }), Id: 7 };

function check(patch: Partial<Parameters<typeof checkBasket>[0]> = {}) {
  return checkBasket({
    basket: [inBasket],
    films: [kept],
    sections: [section()],
    entries: [ownRow],
    now: NOW,
    ...patch,
  });
}

describe('checkBasket', () => {
  it('finds nothing to say about an entry that is still fine (its own row does not count as an earlier entry)', () => {
    expect(check()).toEqual([]);
  });

  it('says the deadline passed since the entry was added', () => {
    expect(check({ now: day(21) })).toContainEqual({ IdInscription: 7, code: 'deadlinePassed', values: {} });
  });

  it('says the film was entered since, when the festival takes it only once', () => {
    const sent = {
      ...entry({ Statut: 2, IdCampagneSection: 401, IdSection: 301, AnneeEdition: 2025 }),
      Id: 3,
    };
    const checks = check({ sections: [section({ reEntry: 'cannot' })], entries: [ownRow, sent] });
    expect(checks).toEqual([{ IdInscription: 7, code: 'alreadyEntered', values: { year: 2025 } }]);
    // A cancelled submission leaves the film free.
    const cancelled = { ...sent, Statut: 128 };
    expect(check({ sections: [section({ reEntry: 'cannot' })], entries: [ownRow, cancelled] })).toEqual([]);
  });

  it('flags two basket entries of one film at one festival: a conflict when its rule refuses, a notice when it allows', () => {
    const second = { IdInscription: 8, IdFilm: 1, IdCampagneSection: 401 };
    const rows = [ownRow, { ...entry({ Statut: 1, IdCampagneSection: 401, IdSection: 301 }), Id: 8 }];
    const sections = [section(), section({ IdCampagneSection: 401, IdSection: 301 })];
    const allowed = check({ basket: [inBasket, second], sections, entries: rows });
    expect(allowed.map((c) => [c.IdInscription, c.code])).toEqual([
      [7, 'sameFestivalTwice'],
      [8, 'sameFestivalTwice'],
    ]);
    const refused = check({
      basket: [inBasket, second],
      sections: sections.map((s) => ({ ...s, reEntry: 'cannot' as const })),
      entries: rows,
    });
    expect(refused.map((c) => [c.IdInscription, c.code])).toEqual([
      [7, 'alreadyEntered'],
      [8, 'alreadyEntered'],
    ]);
  });

  it('says the screener is gone or expired, not that it ends before the results', () => {
    expect(check({ films: [film({ video: null })] }).map((c) => c.code)).toEqual(['screenerMissing']);
    const expired = film({ video: { DateExpiration: day(-1), DateProlongation: null } });
    expect(check({ films: [expired] })).toEqual([
      { IdInscription: 7, code: 'screenerExpired', values: { date: day(-1).toISOString().slice(0, 10) } },
    ]);
    // A screener ending before the results is no warning: sending the entry keeps it past them.
    const short = film({ video: { DateExpiration: day(30), DateProlongation: null } });
    expect(check({ films: [short] })).toEqual([]);
  });

  it('says the record is no longer complete, and words any other rule as no longer eligible', () => {
    expect(check({ films: [{ ...kept, Statut: 2 }] }).map((c) => c.code)).toContain('filmIncomplete');
    const longOnly = section({ criteria: [{ Type: 'duration', IsCheckerCritere: true, DureeMax: 60 }] });
    expect(check({ sections: [longOnly] }).map((c) => c.code)).toEqual(['noLongerEligible']);
  });

  it('judges an entry answering an invitation through it: its day, not the calendar or the invitation-only rule', () => {
    const invitationOnly = section({ IsInvitationSeule: true });
    const invited = { ...inBasket, invitation: { DateValiditee: day(30) } };
    expect(check({ basket: [invited], sections: [invitationOnly], now: day(25) })).toEqual([]);
    expect(check({ basket: [invited], sections: [invitationOnly], now: day(31) }).map((c) => c.code)).toEqual(
      ['deadlinePassed'],
    );
    // Without the invitation, the same entry is refused by the invitation-only rule.
    expect(check({ sections: [invitationOnly] }).map((c) => c.code)).toEqual(['noLongerEligible']);
  });

  it('leaves out what it cannot judge: another account film or an unknown section', () => {
    expect(check({ films: [] })).toEqual([]);
    expect(check({ sections: [] })).toEqual([]);
  });
});
