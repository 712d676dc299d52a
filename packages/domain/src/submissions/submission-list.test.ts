import { describe, expect, it } from 'vitest';
import { isSubmissionExpired, matchesStatusMask, matchesSubmissionSearch } from './submission-list.ts';
import { SUBMISSION_STATUS } from './submission-status.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const item = {
  filmTitle: 'Le Rayon Vert',
  festivalName: 'Festival de Clermont',
  sectionLabel: 'Compétition nationale',
};

describe('the submissions page rules', () => {
  it('combines status flags, and an empty mask keeps everything', () => {
    const { sent, selected, awarded } = SUBMISSION_STATUS;
    expect(matchesStatusMask(sent, sent | selected)).toBe(true);
    expect(matchesStatusMask(awarded, sent | selected)).toBe(false);
    expect(matchesStatusMask(awarded, 0)).toBe(true);
    expect(matchesStatusMask(awarded, undefined)).toBe(true);
  });

  it('searches title, festival and section without regard to accents or case', () => {
    expect(matchesSubmissionSearch(item, 'rayon')).toBe(true);
    expect(matchesSubmissionSearch(item, 'CLERMONT')).toBe(true);
    expect(matchesSubmissionSearch(item, 'competition')).toBe(true);
    expect(matchesSubmissionSearch(item, '  ')).toBe(true);
    expect(matchesSubmissionSearch({ ...item, filmTitle: 'Le Cœur battant' }, 'COEUR')).toBe(true);
    expect(matchesSubmissionSearch(item, 'annecy')).toBe(false);
  });

  it('marks only an unfinished entry of a closed section as expired', () => {
    const closed = [{ Type: 'closing' as const, DateEvent: '2026-02-01T22:59:00Z', Prix: 0, Ordre: 1 }];
    const open = [{ Type: 'closing' as const, DateEvent: '2026-04-01T22:59:00Z', Prix: 0, Ordre: 1 }];
    expect(isSubmissionExpired(SUBMISSION_STATUS.notFinished, closed, NOW)).toBe(true);
    expect(isSubmissionExpired(SUBMISSION_STATUS.notFinished, open, NOW)).toBe(false);
    expect(isSubmissionExpired(SUBMISSION_STATUS.sent, closed, NOW)).toBe(false);
  });
});
