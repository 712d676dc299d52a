import type { WeekDeadline } from '@shortlist/domain/favourites/week-deadlines';
import type { FilmListItem } from '@shortlist/domain/films/api-contracts';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

process.env.TZ = 'UTC';

const film: FilmListItem = {
  Id: 10,
  TitreOriginal: 'Le Cœur battant',
  TitreInternationnal: null,
  AnneeProd: 2025,
  Duree: 900,
  Statut: 2,
  status: 'incomplete',
  Publication: 0,
  Shortname: null,
  DateCreation: '2026-10-01T10:00:00.000Z',
  DateModification: '2026-10-01T10:00:00.000Z',
  thumbnailUrl: null,
  missingCount: 3,
};

const entry = (values: Partial<SubmissionListItem>): SubmissionListItem => ({
  IdInscription: 1,
  IdFilm: 10,
  filmTitle: 'Le Cœur battant',
  IdFestival: 2,
  festivalName: 'Les Courts de Nantes',
  statusLabel: 'Sent',
  IdCampagneSection: 5,
  sectionLabel: 'Compétition',
  Statut: 1,
  numero: null,
  isPaiementAttente: false,
  isExpired: false,
  submitDate: null,
  resultDate: null,
  DateCreation: '2026-11-01T10:00:00.000Z',
  statusDate: null,
  decision: null,
  ...values,
});

const ITEMS: SubmissionListItem[] = [
  entry({ IdInscription: 1 }),
  entry({ IdInscription: 2, festivalName: 'Annecy', isPaiementAttente: true }),
  entry({
    IdInscription: 3,
    IdFilm: 11,
    filmTitle: 'Night Bus',
    festivalName: 'Clermont',
    Statut: 8,
    numero: 42,
    submitDate: '2026-09-02T10:00:00.000Z',
    resultDate: '2026-10-15T10:00:00.000Z',
    // The festival side's fields (issue 31): the card shows the status, not these.
    statusDate: '2026-10-15T10:00:00.000Z',
    viewing: { firstOpenedAt: '2026-09-10T10:00:00.000Z', furthestPercent: 100, watchedToEnd: true },
    decision: { note: 'See you in Clermont', reasons: ['programmeBalance'] },
  }),
  entry({
    IdInscription: 4,
    IdFilm: 11,
    filmTitle: 'Night Bus',
    festivalName: 'Tampere',
    Statut: 2,
    submitDate: '2026-08-01T10:00:00.000Z',
    viewing: { firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false },
    decision: null,
  }),
];

const DEADLINES: WeekDeadline[] = [
  {
    IdFestival: 2,
    name: 'Les Courts de Nantes',
    smartName: '2-les-courts-de-nantes',
    // 23:59 in Paris on 26 November (GMT+1), 22:59 UTC.
    at: '2026-11-26T22:59:00.000Z',
    timeZone: 'Europe/Paris',
    kind: 'closing',
    sections: 1,
    favourite: true,
    inBasket: true,
  },
  {
    IdFestival: 7,
    name: 'London Shorts',
    smartName: '7-london-shorts',
    at: '2026-11-28T23:59:00.000Z',
    timeZone: 'Europe/London',
    kind: 'extension',
    sections: 3,
    favourite: false,
    inBasket: true,
  },
];

type Answers = Partial<Record<string, () => Response>>;

function openDashboard(answers: Answers = {}, url = '/en/dashboard') {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/inscriptions/panier': () => json({ count: 1 }),
      'GET /api/compte/offres-timbre': () =>
        json({ stampBalance: 4, freeStamps: [{ stamps: 2, grantedAt: '2026-11-02T09:00:00.000Z' }] }),
      'GET /api/compte/offres-fee': () =>
        json([
          {
            code: 'WELCOME10',
            kind: 'percent',
            value: 1000,
            appliesTo: 'platformFee',
            validUntil: '2026-12-31T23:00:00.000Z',
          },
        ]),
      'GET /api/compte/solde-super-timbre': () =>
        json([{ IdFilm: 11, title: 'Night Bus', until: '2027-03-01T12:00:00.000Z', active: true }]),
      'GET /api/films/videos': () =>
        json({
          films: [
            {
              IdFilm: 10,
              TitreOriginal: 'Le Cœur battant',
              state: 'missing',
              limitDate: null,
              expiresSoon: false,
            },
            {
              IdFilm: 11,
              TitreOriginal: 'Night Bus',
              state: 'ready',
              limitDate: '2027-05-01T00:00:00.000Z',
              expiresSoon: false,
            },
          ],
        }),
      'POST /api/films/filter/0/5': () => json([film]),
      'POST /api/films/filter': () => json({ count: 1 }),
      'POST /api/inscriptions/filter': () => json({ items: ITEMS }),
      'GET /api/compte/favoris/echeances': () => json({ deadlines: DEADLINES }),
      ...answers,
    } as Record<string, () => Response>,
  });
  const view = renderApp(url);
  return { fetchMock, ...view };
}

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const href = (element: HTMLElement, name: string | RegExp) =>
  within(element).getByRole('link', { name }).getAttribute('href');

describe('dashboard', () => {
  it('shows each block with the link where the filmmaker acts', async () => {
    openDashboard();
    const films = await card('Films to complete');
    expect(await within(films).findByText('1 film to complete')).toBeTruthy();
    expect(films.textContent).toContain('3 items missing');
    expect(href(films, 'Complete Le Cœur battant')).toBe('/en/films/10');

    const videos = await card('Videos to upload');
    expect(await within(videos).findByText('1 video to upload')).toBeTruthy();
    expect(videos.textContent).toContain('No video yet');
    // A video that is ready and not expiring is not something to do.
    expect(videos.textContent).not.toContain('Night Bus');
    expect(href(videos, 'Upload the video of Le Cœur battant')).toBe('/en/films/10/media');

    const unfinished = await card('Unfinished submissions');
    expect(await within(unfinished).findByText('1 submission waiting in the basket')).toBeTruthy();
    expect(unfinished.textContent).toContain('Le Cœur battant: Les Courts de Nantes');
    expect(href(unfinished, 'Pay the basket')).toBe('/en/cart');
    expect(unfinished.textContent).toContain('1 submission waiting for its payment');
    expect(href(unfinished, 'See my invoices')).toBe('/en/profile/invoices');

    const stamps = await card('Stamps and SuperStamps');
    expect(await within(stamps).findByText('4 stamps')).toBeTruthy();
    expect(stamps.textContent).toContain('Night Bus until 1 March 2027');
    expect(href(stamps, 'Buy stamps')).toBe('/en/cart');

    const offers = await card('Special offers');
    expect(await within(offers).findByText('2 free stamps, offered on 2 Nov 2026')).toBeTruthy();
    expect(offers.textContent).toContain('Code WELCOME10: 10% off platform fees');
    expect(offers.textContent).toContain('Valid until 31 Dec 2026');
    expect(href(offers, 'Use it in the basket')).toBe('/en/cart');

    const updates = await card('Recent status updates');
    const rows = await within(updates).findAllByTestId('status-update');
    // Newest first: the results day (passed) of the selection, then the day the other was sent.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Night Bus: ClermontSelected15 Oct 2026',
      'Night Bus: TampereSent1 Aug 2026',
    ]);
    // The submissions page's words in its §4 colours: selected green, sent yellow.
    expect(
      rows.map(
        (row) =>
          row
            .querySelector('.mantine-Badge-root')
            ?.getAttribute('style')
            ?.match(/--badge-dot-color: [^;]+/)?.[0],
      ),
    ).toEqual([
      '--badge-dot-color: var(--mantine-color-green-filled)',
      '--badge-dot-color: var(--mantine-color-yellow-filled)',
    ]);

    const stats = await card('Statistics');
    expect(await within(stats).findByText('4 submissions in all')).toBeTruthy();
    expect(href(stats, 'Unfinished: 2, see these submissions')).toBe('/en/submissions?status=notFinished');
    expect(href(stats, 'Selected: 1, see these submissions')).toBe('/en/submissions?status=selected');
    expect(screen.queryByRole('region', { name: 'Welcome to Shortlist' })).toBeNull();
  });

  it('asks to renew a video that expires soon and to send again an expired one; links to every film to complete', async () => {
    openDashboard({
      'GET /api/films/videos': () =>
        json({
          films: [
            {
              IdFilm: 10,
              TitreOriginal: 'Le Cœur battant',
              state: 'expired',
              limitDate: '2026-01-01T00:00:00.000Z',
              expiresSoon: false,
            },
            {
              IdFilm: 11,
              TitreOriginal: 'Night Bus',
              state: 'ready',
              limitDate: '2026-12-01T00:00:00.000Z',
              expiresSoon: true,
            },
            { IdFilm: 12, TitreOriginal: 'Checked', state: 'checking', limitDate: null, expiresSoon: false },
          ],
        }),
      'POST /api/films/filter': () => json({ count: 7 }),
    });
    const videos = await card('Videos to upload');
    expect(await within(videos).findByText('1 video to upload')).toBeTruthy();
    expect(videos.textContent).toContain('Video expired');
    expect(videos.textContent).toContain('Expires on 1 Dec 2026');
    expect(videos.textContent).not.toContain('Checked');
    expect(href(videos, 'Renew the video of Night Bus')).toBe('/en/films/11/media');
    expect(href(videos, 'Upload the video of Le Cœur battant')).toBe('/en/films/10/media');

    const films = await card('Films to complete');
    expect(await within(films).findByText('7 films to complete')).toBeTruthy();
    expect(href(films, 'See all films to complete')).toBe('/en/films?status=incomplete');
  });

  it('welcomes a new account with "create your first film" and empty blocks', async () => {
    openDashboard({
      'GET /api/compte/offres-timbre': () => json({ stampBalance: 0, freeStamps: [] }),
      'GET /api/compte/offres-fee': () => json([]),
      'GET /api/compte/solde-super-timbre': () => json([]),
      'GET /api/films/videos': () => json({ films: [] }),
      'POST /api/films/filter/0/5': () => json([]),
      'POST /api/films/filter': () => json({ count: 0 }),
      'POST /api/inscriptions/filter': () => json({ items: [] }),
    });
    const welcome = await card('Welcome to Shortlist');
    expect(href(welcome, 'Create your first film')).toBe('/en/films/0/creation');
    expect(await screen.findByText('Nothing is waiting in your basket.')).toBeTruthy();
    expect(await screen.findByText('No special offer at the moment.')).toBeTruthy();
    expect(await screen.findByText('0 stamps')).toBeTruthy();
    expect(await screen.findByText('None of your films has a SuperStamp yet.')).toBeTruthy();
    expect(await screen.findByText('Your statistics appear with your first submission.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Films to complete' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Videos to upload' })).toBeNull();
  });

  it('shows a failed block with a retry while the others work', async () => {
    let calls = 0;
    openDashboard({
      'GET /api/compte/offres-fee': () => {
        calls += 1;
        return calls === 1 ? json({ code: 'INTERNAL', message: 'down' }, 500) : json([]);
      },
    });
    const offers = await card('Special offers');
    expect(await within(offers).findByRole('alert')).toBeTruthy();
    // The stamps card, which does not need that call, still shows its balance.
    expect(await within(await card('Stamps and SuperStamps')).findByText('4 stamps')).toBeTruthy();
    fireEvent.click(within(offers).getByRole('button', { name: 'Try again' }));
    expect(await within(offers).findByText('2 free stamps, offered on 2 Nov 2026')).toBeTruthy();
    expect(within(offers).queryByRole('alert')).toBeNull();
  });

  it('says it is loading in each block before the answers arrive', async () => {
    const never = () => new Promise<Response>(() => {}) as unknown as Response;
    openDashboard({ 'POST /api/inscriptions/filter': never });
    const updates = await card('Recent status updates');
    expect(within(updates).getByRole('status').textContent).toContain('Loading');
  });

  it('lists this week’s deadlines on each festival’s clock, with the reader’s time when it differs, linking to the festival', async () => {
    openDashboard();
    const deadlines = await card('Deadlines this week');
    expect(await within(deadlines).findByText('2 deadlines this week')).toBeTruthy();
    const [nantes, london] = within(deadlines).getAllByTestId('week-deadline') as [HTMLElement, HTMLElement];
    expect(href(nantes, 'Les Courts de Nantes')).toBe('/en/festival/2-les-courts-de-nantes');
    expect(nantes.textContent).toContain('Closes 26 Nov 2026, 23:59 CET');
    // The reader is in UTC here (TZ above): Paris shows another time, London in winter does not.
    expect(nantes.textContent).toContain('Your time: 26 Nov 2026, 22:59 UTC');
    expect(within(nantes).getByText('Favourite')).toBeTruthy();
    expect(within(nantes).getByText('Entry in the basket')).toBeTruthy();
    expect(london.textContent).toContain('Extended deadline for 3 sections 28 Nov 2026, 23:59 GMT');
    expect(london.querySelector('[data-visitor-time]')).toBeNull();
    expect(within(london).queryByText('Favourite')).toBeNull();
    expect(within(london).getByRole('link', { name: 'London Shorts' }).getAttribute('href')).toBe(
      '/en/festival/7-london-shorts',
    );
  });

  it('says when no deadline falls this week and leads to the festivals', async () => {
    openDashboard({ 'GET /api/compte/favoris/echeances': () => json({ deadlines: [] }) });
    const deadlines = await card('Deadlines this week');
    expect(
      await within(deadlines).findByText(
        'No deadline in the next 7 days at the festivals you follow or have an entry in the basket for.',
      ),
    ).toBeTruthy();
    expect(href(deadlines, 'Find a festival')).toBe('/en/festivals');
  });

  it('is in French with French dates and money words', async () => {
    openDashboard({}, '/fr/tableau-de-bord');
    const offers = await card('Offres spéciales');
    expect(await within(offers).findByText('2 timbres offerts le 2 nov. 2026')).toBeTruthy();
    expect(offers.textContent).toContain(
      'Code WELCOME10\u00a0: 10\u00a0% de remise sur les frais de plateforme',
    );
    const deadlines = await card('Échéances de la semaine');
    expect(await within(deadlines).findByText('2 échéances cette semaine')).toBeTruthy();
    expect(deadlines.textContent).toContain('Clôture 26 nov. 2026, 23:59 UTC+1');
  });
});
