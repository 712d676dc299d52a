import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { completionsFixture, filmFixture } from './test-fixtures.ts';

const LOAD = { timeout: 15_000 };

describe('career tab', () => {
  it('shows a new row without errors until its fields are left or the form is saved', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/films/12': () => json(filmFixture()),
        'GET /api/films/12/completions': () => json(completionsFixture()),
      },
    });
    renderApp('/en/films/12/career');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a festival' }, LOAD));
    const festivals = screen.getByRole('region', { name: 'Festivals' });
    const name = within(festivals).getByLabelText(/Festival name/);
    fireEvent.change(name, { target: { value: 'Clermont' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getByRole('button', { name: 'Add a festival' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a broadcast' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    const country = within(festivals).getAllByLabelText(/Country/)[0] as HTMLElement;
    fireEvent.focus(country);
    fireEvent.blur(country);
    await waitFor(() => expect(country.getAttribute('aria-invalid')).toBe('true'));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(festivals)
          .getAllByLabelText(/Festival name/)[1]
          ?.getAttribute('aria-invalid'),
      ).toBe('true'),
    );
  }, 30_000);

  it('adds a festival and a broadcast, refuses a row without its country, and sends both lists', async () => {
    const fetchMock = stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/films/12': () => json(filmFixture()),
        'GET /api/films/12/completions': () => json(completionsFixture()),
        'PUT /api/films/12/carriere': () => json(filmFixture()),
      },
    });
    renderApp('/en/films/12/career');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a festival' }, LOAD));
    fireEvent.click(screen.getByRole('button', { name: 'Add a broadcast' }));
    const festivals = screen.getByRole('region', { name: 'Festivals' });
    const broadcasts = screen.getByRole('region', { name: /Broadcast/ });
    fireEvent.change(within(festivals).getByLabelText(/Festival name/), { target: { value: 'Clermont' } });
    fireEvent.change(within(festivals).getByLabelText(/Year/), { target: { value: '2024' } });
    fireEvent.change(within(broadcasts).getByLabelText(/Where/), { target: { value: 'tv' } });
    fireEvent.change(within(broadcasts).getByLabelText(/Country/), { target: { value: '1' } });
    fireEvent.change(within(broadcasts).getByLabelText(/Year/), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(festivals)
          .getByLabelText(/Country/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    fireEvent.change(within(festivals).getByLabelText(/Country/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = JSON.parse(String(puts()[0]?.[1]?.body));
    expect(body.participations).toEqual([
      expect.objectContaining({ NomFestival: 'Clermont', IdPays: 1, Annee: 2024 }),
    ]);
    expect(body.diffusions).toEqual([expect.objectContaining({ Source: 'tv', IdPays: 1, Annee: 2025 })]);
  }, 30_000);
});
