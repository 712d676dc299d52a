import type { FestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import type { FestivalProfile } from '@shortlist/domain/festival-space/profile-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

// jsdom has no Font Loading API; Mantine's autosized textareas listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const PROFILE: FestivalProfile = {
  IdFestival: FESTIVAL_ID,
  ShortName: 'nantes',
  languages: ['en', 'fr', 'es'],
  timeZone: 'Europe/Paris',
  Nom: 'Les Courts de Nantes',
  Presentation: { en: 'Short films.' },
  AnneeCreation: null,
  PecRealisateur: false,
  adresse: { IdPays: 1, Ligne1: null, Ligne2: null, Province: null, Cp: null, Ville: null },
  GpsLatitude: null,
  GpsLongitude: null,
  coordonnee: {
    Telephone: null,
    Email: null,
    SiteWeb: null,
    UrlLinkedin: null,
    UrlInstagram: null,
    UrlFacebook: null,
    UrlTwitter: null,
  },
  structure: null,
  idsGenre: [],
  idsCategorie: [],
  idsThematique: [],
  labels: [{ Type: 'network', Titre: { en: 'Short Film Network' }, Description: null }],
};

const IMAGES: FestivalImages = {
  Logo: {
    Fichier: '3-logo-0123456789abcdef.jpg',
    Url: '/api/public/images/festivals/size/thumbnail/3-logo.jpg',
  },
  Couverture: null,
  Banniere: null,
  photos: [{ Id: 7, Fichier: '3-photo-0123456789abcdef.jpg', Url: '/p.jpg', Credit: '© Ada' }],
  limit: 20,
};

function open() {
  const calls: string[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: 'manager' }])),
      [`GET ${API}/festivals/${FESTIVAL_ID}/profile`]: () => json(PROFILE),
      [`GET ${API}/festivals/${FESTIVAL_ID}/images`]: () => json(IMAGES),
      [`DELETE ${API}/festivals/${FESTIVAL_ID}/photos/7`]: () => {
        calls.push('DELETE photo 7');
        return json({ ...IMAGES, photos: [] });
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/profile`);
  return calls;
}

describe('the profile page', () => {
  it('shows the images, the lists and the labels, each control labelled', async () => {
    open();
    expect(await screen.findByRole('img', { name: 'Logo of the festival' })).toBeTruthy();
    expect(screen.getAllByText('No image yet.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Credit of photo 1' })).toHaveProperty('value', '© Ada');
    expect(await screen.findByRole('combobox', { name: 'Genres' })).toBeTruthy();
    const label = screen.getByRole('group', { name: 'Label 1' });
    expect(within(label).getByRole('textbox', { name: 'Title in English' })).toHaveProperty(
      'value',
      'Short Film Network',
    );
  });

  it('removes a photo only once the manager confirms', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('No photos yet.');
    expect(calls).toEqual(['DELETE photo 7']);
  });
});
