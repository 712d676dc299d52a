import type { JurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
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

// The jury settings on the festival's profile page (issue 34): blind mode switched on and saved;
// the scale fixed once scores were given.

function open(settings: JurySettingsView) {
  const saved: unknown[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: 'manager' }])),
      [`GET ${API}/festivals/${FESTIVAL_ID}/jury-settings`]: () => json(settings),
      [`PUT ${API}/festivals/${FESTIVAL_ID}/jury-settings`]: (init) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return json({ ...body, scaleLocked: settings.scaleLocked });
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/profile`);
  return { saved };
}

describe('the jury settings', () => {
  it('switch blind mode on, the scale fixed once scores were given', async () => {
    const { saved } = open({ scale: 5, watchThreshold: 80, blind: false, scaleLocked: true });
    const jury = await screen.findByRole('region', { name: 'Jury' });
    expect(within(jury).getByText('Scores were given on this scale: it can no longer change.')).toBeTruthy();
    expect(within(jury).getByRole('combobox', { name: 'Score scale' })).toHaveProperty('disabled', true);
    fireEvent.click(within(jury).getByRole('switch', { name: /Blind mode/ }));
    fireEvent.click(within(jury).getByRole('button', { name: 'Save the jury settings' }));
    await waitFor(() => expect(saved).toEqual([{ scale: 5, watchThreshold: 80, blind: true }]));
  });
});
