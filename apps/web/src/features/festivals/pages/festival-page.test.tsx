import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { FESTIVAL, saidOnFestivalClock } from './test-fixtures.ts';

// The visitor's clock: UTC, an hour or two behind the Paris festival of the fixtures.
process.env.TZ = 'UTC';

describe('festival page', () => {
  it('shows the header, facts, one dates-and-fees table, the section index and criteria in the language of the page', async () => {
    stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(FESTIVAL) } });
    renderApp('/fr/festival/2-les-courts-de-nantes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Les Courts de Nantes' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Nantes, France')).toBeTruthy();
    // One urgency marker, counting down; no "last days" beside it.
    expect(screen.getAllByText('3 jours restants')).toHaveLength(1);
    expect(screen.queryByText('Derniers jours')).toBeNull();
    const call = document.querySelector('[data-call-state]') as HTMLElement;
    expect(call.getAttribute('data-call-state')).toBe('open');
    expect(within(call).getByText('Ouvert')).toBeTruthy();
    expect(call.textContent).toContain('Prochaine échéance\u00a0: 25 nov. 2026, 23:59 UTC+1');

    const index = screen.getByRole('navigation', { name: '3 sections' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#section-4', '#section-6', '#section-9']);

    const table = screen.getByRole('table', {
      name: "Frais d'inscription de chaque section à chaque échéance",
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Section',
      'Date limite (passée)1 oct. 2026, 23:59 UTC+2Chez vous\u00a0: 1 oct. 2026, 21:59 UTC',
      'Date limite25 nov. 2026, 23:59 UTC+1Chez vous\u00a0: 25 nov. 2026, 22:59 UTCProchaine échéance',
      'Date limite1 févr. 2027, 23:59 UTC+1Chez vous\u00a0: 1 févr. 2027, 22:59 UTC',
    ]);
    const cells = (name: string) =>
      within(
        within(table)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((td) => td.textContent?.replace(/\s/g, ' '));
    expect(cells('Compétition internationale')).toEqual([
      '15 €',
      '20 €',
      "—Pas d'échéance pour cette section",
    ]);
    expect(cells('Compétition nationale')).toEqual([
      "—Pas d'échéance pour cette section",
      'Gratuit',
      "—Pas d'échéance pour cette section",
    ]);
    expect(within(table).getByRole('rowheader', { name: /Clips/ }).textContent).toContain(
      'Ouvre le 1 décembre 2026',
    );
    expect(screen.getByText('Résultats annoncés le 29 décembre 2026.')).toBeTruthy();

    const section = screen.getByRole('region', { name: 'Compétition internationale' });
    expect(section.id).toBe('section-4');
    expect(within(section).getByText(/Protégée par un mot de passe/)).toBeTruthy();
    expect(within(section).getByText('Durée de 30 min au plus')).toBeTruthy();
    // The country label comes from the `pays` dictionary (stub: id 1 = "One").
    expect(await within(section).findByText('Pays de production acceptés : One')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Clips' }).textContent).toContain('Ouvre le 1 décembre 2026');
    expect(screen.getByRole('link', { name: /Voir sur la carte/ }).getAttribute('href')).toContain(
      'openstreetmap.org',
    );
    expect(screen.getByText('Photo : Jane Doe')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Les Courts de Nantes, Nantes | Shortlist'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/fr\/festival\/2-les-courts-de-nantes$/,
    );
  });

  it('shows as running-time limits only the duration criteria the festival checks', async () => {
    const duration = (IdCampagneSection: number, DureeMax: number, IsCheckerCritere: boolean) => ({
      IdCritere: DureeMax,
      IdCampagneSection,
      Type: 'duration' as const,
      MoisProduction: null,
      AnneeProduction: null,
      DureeMin: null,
      DureeMax,
      IsInclusionPays: true,
      IsPaysPrincipal: false,
      IsPremierFilm: null,
      IsFilmEcole: null,
      IsCheckerCritere,
      IdsLanguesSubs: [],
      Valeurs: [],
    });
    const withCriteria = (criteria: ReturnType<typeof duration>[][]) => ({
      ...FESTIVAL,
      sections: FESTIVAL.sections.map((s, i) => ({ ...s, criteria: criteria[i] ?? [] })),
    });
    const runningTime = async (page: typeof FESTIVAL) => {
      stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(page) } });
      const { unmount } = renderApp('/en/festival/2-les-courts-de-nantes');
      await screen.findByRole('heading', { level: 1, name: 'Les Courts de Nantes' }, { timeout: 5000 });
      const term = screen.queryByText('Running time', { selector: 'dt' });
      const value = term?.nextElementSibling?.textContent ?? null;
      unmount();
      return value;
    };
    // An unchecked 60-minute maximum is no limit: the checked 30 minutes is the widest.
    expect(
      await runningTime(
        withCriteria([
          [duration(4, 1800, true)],
          [duration(6, 1200, true), duration(6, 3600, false)],
          [duration(9, 900, true)],
        ]),
      ),
    ).toBe('Up to 30 min');
    // A section whose only duration criterion is unchecked takes any length: no limit is shown.
    expect(
      await runningTime(
        withCriteria([[duration(4, 1800, true)], [duration(6, 600, false)], [duration(9, 900, true)]]),
      ),
    ).toBeNull();
  });

  it("shows the festival's times as the server said them, whatever the browser's zone data says", async () => {
    // Chromium and the server's ICU can disagree on a zone's rules: the server's words win, so
    // the page hydrates without a mismatch; only the visitor's own line is the browser's.
    const server = {
      ...FESTIVAL,
      call: { ...FESTIVAL.call, text: 'SERVER call time' },
      festivalDays: { from: 'SERVER first day', to: 'SERVER last day' },
      sections: FESTIVAL.sections.map((s) => ({
        ...s,
        opensOnDay: s.opensOn === null ? null : 'SERVER opening day',
        events: s.events.map((e) => ({ ...e, text: `SERVER ${e.IdEvent}`, day: 'SERVER results day' })),
      })),
    };
    stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(server) } });
    renderApp('/fr/festival/2-les-courts-de-nantes');
    await screen.findByRole('heading', { level: 1, name: 'Les Courts de Nantes' }, { timeout: 5000 });
    expect(document.querySelector('[data-call-state]')?.textContent).toContain('SERVER call time');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers[2]?.textContent).toContain('SERVER 2');
    expect(screen.getAllByText(/SERVER opening day/).length).toBeGreaterThan(0);
    expect(screen.getByText(/SERVER results day/)).toBeTruthy();
    expect(screen.getByText(/SERVER first day.*SERVER last day/)).toBeTruthy();
  });

  it("says when a call opens later, and adds the visitor's own time when their clock differs", async () => {
    const later = saidOnFestivalClock(
      {
        ...FESTIVAL,
        timeZone: 'America/Los_Angeles',
        call: {
          state: 'opensOn',
          date: '2026-12-01T09:00:00.000Z',
          daysLeft: 6,
          urgent: false,
          text: null,
          day: null,
        },
      },
      'en',
    );
    stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(later) } });
    renderApp('/en/festival/2-les-courts-de-nantes');
    await screen.findByRole('heading', { level: 1, name: 'Les Courts de Nantes' }, { timeout: 5000 });
    const call = document.querySelector('[data-call-state]') as HTMLElement;
    expect(call.getAttribute('data-call-state')).toBe('opensOn');
    expect(call.textContent).toBe('Opens on 1 December 2026');
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.queryByText(/days left/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See the sections' })).toBeTruthy();
    const table = screen.getByRole('table');
    // 22:59 UTC is 14:59 in Los Angeles, and the visitor's clock shows UTC.
    expect(within(table).getAllByRole('columnheader')[2]?.textContent).toBe(
      'Deadline25 Nov 2026, 14:59 GMT-8Your time: 25 Nov 2026, 22:59 UTCNext deadline',
    );
  });

  it('leads an old smart name to the current one', async () => {
    stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(FESTIVAL) } });
    const { router } = renderApp('/en/festival/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/festival/2-les-courts-de-nantes'), {
      timeout: 5000,
    });
  });

  it('drops the film parameters of a logged-out visit', async () => {
    stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(FESTIVAL) } });
    const { router } = renderApp('/en/festival/2-les-courts-de-nantes/12/my-film');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/festival/2-les-courts-de-nantes'), {
      timeout: 5000,
    });
  });

  it('sends an unknown festival to the festival list with a notification', async () => {
    stubApi({
      handlers: {
        'GET /api/public/festivals/999': () => json({ code: 'FESTIVAL_NOT_FOUND', message: 'x' }, 404),
        'POST /api/public/festivals/filter/0/12': () => json({ items: [], total: 0 }),
      },
    });
    const { router } = renderApp('/es/festival/999-nada');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/festivales'), { timeout: 5000 });
    expect(
      await screen.findByText('No encontramos este festival. Aquí tienes todos los demás.'),
    ).toBeTruthy();
  });

  describe('a call on invitation only (issue 32)', () => {
    const closedToPublic = {
      ...FESTIVAL,
      call: { ...FESTIVAL.call, state: 'invitationOnly' as const, urgent: false },
    };
    const invitation = {
      Id: 7,
      DateCreation: '2026-01-05T10:00:00.000Z',
      DateValiditee: '2099-12-31',
      IdFestival: 2,
      IdCampagneSection: 4,
      sectionName: 'Compétition internationale',
      Prix: 1750,
      Devise: 'EUR',
      Message: null,
      status: 'pending',
      IdInscription: null,
    };
    const stub = (items: unknown[]) =>
      stubApi({
        session: accountSession(),
        handlers: {
          'GET /api/public/festivals/2': () => json(closedToPublic),
          'GET /api/invitations/festival/2': () => json({ items }),
        },
      });

    it('tells a filmmaker without an invitation why the call cannot be entered', async () => {
      stub([{ ...invitation, status: 'used', IdInscription: 3 }]);
      renderApp('/en/festival/2-les-courts-de-nantes');
      expect(await screen.findByRole('link', { name: 'See the sections' }, { timeout: 5000 })).toBeTruthy();
      expect(
        screen.getByText('Invitation only: only the films the festival invites can enter this call.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Submit a film' })).toBeNull();
      expect(screen.queryByRole('region', { name: "You're invited" })).toBeNull();
    });

    it('shows the invited filmmaker the section, price and last day, and a button to answer', async () => {
      stub([invitation]);
      renderApp('/en/festival/2-les-courts-de-nantes');
      const notice = await screen.findByRole('region', { name: "You're invited" }, { timeout: 5000 });
      expect(notice.textContent).toContain(
        'Compétition internationale: invited price €17.50, valid until 31 December 2099',
      );
      expect(screen.getByRole('button', { name: 'Answer your invitation' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'See the sections' })).toBeNull();
    });
  });
});
