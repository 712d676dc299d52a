import { describe, expect, it } from 'vitest';
import {
  decisionNote,
  decisionReasons,
  decisionsToPublish,
  isDecisionCorrection,
  publishedDecision,
} from './decision-publication.ts';
import { SUBMISSION_STATUS as S } from './submission-status.ts';

const draft = (IdInscription: number, Statut: number, StatutPublie: number) => ({
  IdInscription,
  Statut,
  StatutPublie,
  MessageDecision: null,
  MotifsDecision: null,
});

describe('a publication of decisions', () => {
  it('sends the entries whose working status differs from the published one, and no other', () => {
    const published = decisionsToPublish([
      draft(1, S.validated, S.sent),
      draft(2, S.sent, S.sent),
      { ...draft(3, S.notSelected, S.sent), MessageDecision: '  Thank you  ', MotifsDecision: ['length'] },
      // A note written while the status stays the same waits for the next status change.
      { ...draft(4, S.selected, S.selected), MessageDecision: 'Congratulations' },
      draft(5, S.awarded, S.selected),
    ]);
    expect(published).toEqual([
      { IdInscription: 1, from: S.sent, to: S.validated, correction: false, note: null, reasons: [] },
      {
        IdInscription: 3,
        from: S.sent,
        to: S.notSelected,
        correction: false,
        note: 'Thank you',
        reasons: ['length'],
      },
      { IdInscription: 5, from: S.selected, to: S.awarded, correction: true, note: null, reasons: [] },
    ]);
  });

  it('calls a change a correction only once the filmmaker was told a festival decision', () => {
    expect(isDecisionCorrection(S.notFinished)).toBe(false);
    expect(isDecisionCorrection(S.sent)).toBe(false);
    for (const published of [S.validated, S.selected, S.notSelected, S.selectedElsewhere, S.awarded]) {
      expect(isDecisionCorrection(published)).toBe(true);
    }
  });

  it('keeps a note without its blanks, and known reasons once each in the list order', () => {
    expect(decisionNote('   ')).toBeNull();
    expect(decisionNote(null)).toBeNull();
    expect(decisionNote(' A word\n')).toBe('A word');
    expect(decisionReasons(['subject', 'length', 'subject', 'unknown'])).toEqual(['length', 'subject']);
    expect(decisionReasons(null)).toEqual([]);
  });

  it('shows the filmmaker a decision only when it came with a note or reasons', () => {
    expect(publishedDecision(null, null)).toBeNull();
    expect(publishedDecision(' ', [])).toBeNull();
    expect(publishedDecision('Well done', null)).toEqual({ note: 'Well done', reasons: [] });
    expect(publishedDecision(null, ['eligibility'])).toEqual({ note: null, reasons: ['eligibility'] });
  });
});
