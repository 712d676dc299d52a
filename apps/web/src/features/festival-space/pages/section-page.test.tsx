import type { SectionDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { NO_CRITERIA } from '@shortlist/domain/festivals/criteria-editing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const URL = `${API}/festivals/${FESTIVAL_ID}/calls/2/sections/5`;
const SECTION: SectionDetail = {
  IdCampagneSection: 5,
  IdCampagne: 2,
  AnneeEdition: 2027,
  Libelle: { en: 'Fiction', fr: null, es: null, it: null, pt: null },
  Texte: { en: null, fr: null, es: null, it: null, pt: null },
  Ordre: 0,
  IsInscription: true,
  IsPayant: true,
  IsPublic: true,
  hasPassword: false,
  entries: 3,
  criteria: NO_CRITERIA,
  languages: ['en', 'fr', 'es'],
};

describe('the section page', () => {
  it('says beside the paid checkbox that a section with entries keeps its price, and focuses it', async () => {
    const message = 'This section has entries, so it stays paid or free as it was when they were made.';
    stubApi({
      session: accountSession(),
      handlers: {
        [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: 'manager' }])),
        [`GET ${URL}`]: () => json(SECTION),
        [`PUT ${URL}`]: () => json({ code: 'SECTION_PRICE_LOCKED', message }, 409),
        'GET /api/inscriptions/panier': () => json({ count: 0 }),
      },
    });
    renderApp(`/en/festival-space/${FESTIVAL_ID}/calls/2/sections/5`);
    const paid = await screen.findByTestId('section-paid');
    fireEvent.click(paid);
    fireEvent.click(screen.getByRole('button', { name: 'Save the section' }));
    await waitFor(() => expect(document.activeElement).toBe(paid));
    expect(paid.getAttribute('aria-invalid')).toBe('true');
    // The note is the checkbox's own description, read with it.
    const described = String(paid.getAttribute('aria-describedby')).split(' ');
    const note = described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(note).toContain(message);
    // Not repeated under the form.
    expect(
      screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(message)),
    ).toHaveLength(0);
  });
});
