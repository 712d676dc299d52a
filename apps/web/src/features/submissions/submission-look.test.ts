import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { describe, expect, it } from 'vitest';
import { viewingReceipt } from './submission-look.ts';

const AT = '2026-11-03T10:00:00.000Z';
const item = (values: Partial<SubmissionListItem>): SubmissionListItem => ({
  IdInscription: 1,
  IdFilm: 10,
  filmTitle: 'Night Bus',
  IdFestival: 2,
  festivalName: 'Clermont',
  IdCampagneSection: 5,
  sectionLabel: 'Labo',
  Statut: 2,
  statusLabel: 'Sent',
  numero: null,
  isPaiementAttente: false,
  isExpired: false,
  submitDate: '2026-10-02T10:00:00.000Z',
  resultDate: null,
  DateCreation: '2026-10-01T10:00:00.000Z',
  statusDate: null,
  decision: null,
  ...values,
});
const viewing = (firstOpenedAt: string | null, furthestPercent: number, watchedToEnd: boolean) => ({
  viewing: { firstOpenedAt, furthestPercent, watchedToEnd },
});

describe('the viewing receipt of an entry', () => {
  it('tells not opened, partly watched and watched to the end apart', () => {
    expect(viewingReceipt(item(viewing(null, 0, false)))).toEqual({ coverage: 'notOpened' });
    expect(viewingReceipt(item(viewing(AT, 45, false)))).toEqual({
      coverage: 'partly',
      firstOpenedAt: AT,
      furthestPercent: 45,
    });
    expect(viewingReceipt(item(viewing(AT, 96, true)))).toEqual({ coverage: 'full', firstOpenedAt: AT });
  });

  it('says nothing without a viewing in the answer, or before the festival has the entry', () => {
    expect(viewingReceipt(item({}))).toBeNull();
    expect(viewingReceipt(item({ viewing: null }))).toBeNull();
    expect(viewingReceipt(item({ Statut: 1, submitDate: null, ...viewing(null, 0, false) }))).toBeNull();
  });

  it('says nothing of a cancelled entry never opened, but keeps what was watched before', () => {
    expect(viewingReceipt(item({ Statut: 128, ...viewing(null, 0, false) }))).toBeNull();
    expect(viewingReceipt(item({ Statut: 128, ...viewing(AT, 30, false) }))?.coverage).toBe('partly');
  });
});
