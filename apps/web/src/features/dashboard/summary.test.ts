import type { FilmVideoState } from '@shortlist/domain/media/video-states';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { describe, expect, it } from 'vitest';
import { lastUpdate, recentUpdates, statusCounts, unfinishedSubmissions, videosToUpload } from './summary.ts';

const now = new Date('2026-11-20T12:00:00Z');
const item = (values: Partial<SubmissionListItem>): SubmissionListItem => ({
  IdInscription: 1,
  IdFilm: 1,
  filmTitle: 'A',
  IdFestival: 1,
  festivalName: 'F',
  statusLabel: 'Sent',
  IdCampagneSection: 1,
  sectionLabel: 'S',
  Statut: 2,
  numero: null,
  isPaiementAttente: false,
  isExpired: false,
  submitDate: null,
  resultDate: null,
  DateCreation: '2026-01-01T00:00:00.000Z',
  statusDate: null,
  decision: null,
  ...values,
});

describe('dashboard summary', () => {
  it('lists films whose video must be sent, then those expiring soon', () => {
    const film = (IdFilm: number, state: FilmVideoState['state'], expiresSoon = false): FilmVideoState => ({
      IdFilm,
      TitreOriginal: String(IdFilm),
      state,
      limitDate: null,
      expiresSoon,
    });
    const films = [
      film(1, 'ready', true),
      film(2, 'missing'),
      film(3, 'ready'),
      film(4, 'checking'),
      film(5, 'expired'),
      film(6, 'failed'),
    ];
    expect(videosToUpload(films).map((f) => f.IdFilm)).toEqual([2, 5, 6, 1]);
  });

  it('splits unfinished entries between the basket and the payments awaited', () => {
    const { inBasket, paymentPending } = unfinishedSubmissions([
      item({ IdInscription: 1, Statut: 1 }),
      item({ IdInscription: 2, Statut: 1, isPaiementAttente: true }),
      item({ IdInscription: 3, Statut: 2 }),
    ]);
    expect(inBasket.map((i) => i.IdInscription)).toEqual([1]);
    expect(paymentPending.map((i) => i.IdInscription)).toEqual([2]);
  });

  it('dates an update by the results once passed, else by the sending', () => {
    const sent = '2026-10-01T00:00:00.000Z';
    expect(lastUpdate(item({ submitDate: sent, resultDate: '2026-11-01T00:00:00.000Z' }), now)).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(lastUpdate(item({ submitDate: sent, resultDate: '2026-12-01T00:00:00.000Z' }), now)).toBe(sent);
    expect(lastUpdate(item({}), now)).toBe('2026-01-01T00:00:00.000Z');
  });

  it('dates an update by the publication of the decision when the list gives it', () => {
    const published = '2026-11-10T09:00:00.000Z';
    const sent = '2026-10-01T00:00:00.000Z';
    expect(
      lastUpdate(
        item({ Statut: 8, submitDate: sent, resultDate: '2026-11-01T00:00:00.000Z', statusDate: published }),
        now,
      ),
    ).toBe(published);
    // Decided and published before the announced results day: the publication is the update.
    expect(
      lastUpdate(
        item({ submitDate: sent, resultDate: '2026-12-01T00:00:00.000Z', statusDate: published }),
        now,
      ),
    ).toBe(published);
    const items = [
      item({
        IdInscription: 1,
        submitDate: '2026-11-01T00:00:00.000Z',
        statusDate: '2026-11-01T00:00:00.000Z',
      }),
      item({ IdInscription: 2, Statut: 8, submitDate: '2026-09-01T00:00:00.000Z', statusDate: published }),
    ];
    expect(recentUpdates(items, now).map((u) => u.item.IdInscription)).toEqual([2, 1]);
  });

  it('keeps the five newest updates of sent entries, newest first', () => {
    const items = [
      item({ IdInscription: 1, Statut: 1, DateCreation: '2026-11-19T00:00:00.000Z' }),
      ...[2, 3, 4, 5, 6, 7].map((id) =>
        item({ IdInscription: id, submitDate: `2026-10-0${id}T00:00:00+02:00` }),
      ),
    ];
    expect(recentUpdates(items, now).map((u) => u.item.IdInscription)).toEqual([7, 6, 5, 4, 3]);
  });

  it('counts entries per status in the page order, leaving out the empty ones', () => {
    expect(
      statusCounts([item({ Statut: 8 }), item({ Statut: 1 }), item({ Statut: 8 }), item({ Statut: 64 })]),
    ).toEqual([
      { status: 'notFinished', count: 1 },
      { status: 'selected', count: 2 },
      { status: 'awarded', count: 1 },
    ]);
  });
});
