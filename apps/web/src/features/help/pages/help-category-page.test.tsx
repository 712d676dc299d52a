import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';

const CATEGORIES = [
  { Id: 10, IdLibelle: 1, Libelle: 'Premiers pas', IdType: 'user', Ordre: 1 },
  { Id: 11, IdLibelle: 2, Libelle: 'Vos films', IdType: 'user', Ordre: 2 },
];
const RESOURCES = [
  {
    Id: 5,
    IdLibelle: 3,
    Libelle: 'Comment créer mon compte\u202f?',
    IdType: 'faq',
    IdTexte: 4,
    Texte:
      'Ouvrez [la création de compte](/fr/creer-un-compte).\n\n- Saisissez votre e-mail\n- Activez le compte',
    CodeEmbed: null,
    LibelleCategorie: 'Premiers pas',
    IdCategorie: 10,
  },
];

describe('help category page', () => {
  it('shows the category, its questions as disclosures and the other topics, with its head', async () => {
    stubApi({
      handlers: {
        'GET /api/help/categorie': () => json(CATEGORIES),
        'GET /api/help/categorie/10/articles': () => json(RESOURCES),
      },
    });
    renderApp('/fr/aide/categorie/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premiers pas' })).toBeTruthy();
    const question = screen.getByText(/^Comment créer mon compte/);
    expect(question.tagName).toBe('SUMMARY');
    const details = question.closest('details') as HTMLElement;
    expect(within(details).getByRole('link', { name: 'la création de compte' }).getAttribute('href')).toBe(
      '/fr/creer-un-compte',
    );
    expect(within(details).getAllByRole('listitem')).toHaveLength(2);
    const topics = screen.getByRole('navigation', { name: "Rubriques d'aide" });
    expect(within(topics).getByRole('link', { name: 'Premiers pas' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(topics).getByRole('link', { name: 'Vos films' }).getAttribute('href')).toBe(
      '/fr/aide/categorie/11',
    );
    expect(document.title).toBe("Premiers pas\u00a0: centre d'aide | Shortlist");
    const support = screen.getByRole('region', { name: 'Parler à notre équipe' });
    expect(support.textContent).toContain('du lundi au vendredi, de 9\u00a0h à 17\u00a0h (heure de Noumea)');
    // On the visitor's clock (the tests run in UTC): 22:00 to 06:00 UTC.
    expect(await within(support).findByText(/^Prochaine ouverture à votre heure/)).toBeTruthy();
    expect(support.textContent).toMatch(/22:00 – \S+ 06:00/);
  });

  it('shows the not-found page for an unknown category', async () => {
    stubApi({
      handlers: {
        'GET /api/help/categorie': () => json(CATEGORIES),
        'GET /api/help/categorie/99/articles': () =>
          json({ code: 'HELP_CATEGORY_NOT_FOUND', message: 'x' }, 404),
      },
    });
    renderApp('/en/help/category/99');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this page" })).toBeTruthy();
  });
});
