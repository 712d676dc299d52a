import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { FESTIVAL } from './test-fixtures.ts';

describe('festival page', () => {
  it('shows the header, facts, sections, calendar and criteria in the language of the page', async () => {
    stubApi({ handlers: { 'GET /api/public/festivals/2': () => json(FESTIVAL) } });
    renderApp('/fr/festival/2-les-courts-de-nantes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Les Courts de Nantes' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Derniers jours')).toBeTruthy();
    expect(screen.getByText('Nantes, France')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Compétition internationale' });
    expect(within(section).getByText(/Protégée par un mot de passe/)).toBeTruthy();
    expect(within(section).getByText(/Frais d'inscription actuels : 20 €/)).toBeTruthy();
    const steps = within(section).getAllByRole('listitem');
    expect(steps[0]?.getAttribute('data-expired')).toBe('true');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(within(section).getByText('Durée de 30 min au plus')).toBeTruthy();
    // The country label comes from the `pays` dictionary (stub: id 1 = "One").
    expect(await within(section).findByText('Pays de production acceptés : One')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Voir sur la carte/ }).getAttribute('href')).toContain(
      'openstreetmap.org',
    );
    expect(screen.getByText('Photo : Jane Doe')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Les Courts de Nantes, Nantes | Shortlist'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/fr\/festival\/2-les-courts-de-nantes$/,
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
});
