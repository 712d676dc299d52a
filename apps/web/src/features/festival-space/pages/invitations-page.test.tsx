import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer, inboxAnswer, invitationAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const LIST = `${API}/festivals/${FESTIVAL_ID}/invitations`;

function open(handlers: Record<string, (init: RequestInit | undefined) => Response> = {}, role = 'manager') {
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: role as 'manager' }])),
      [`POST ${API}/festivals/${FESTIVAL_ID}/entries/filter/0/10`]: () => json(inboxAnswer([])),
      [`GET ${LIST}`]: () => json({ items: [] }),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      ...handlers,
    },
  });
  return renderApp(`/en/festival-space/${FESTIVAL_ID}/invitations`);
}

describe('the invitations page', () => {
  it('invites a film to a section at a price in euros, sent in cents', async () => {
    let body: unknown;
    open({
      [`POST ${API}/festivals/${FESTIVAL_ID}/invitations`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json(invitationAnswer(), 201);
      },
    });
    const form = await screen.findByRole('region', { name: 'Invite a film' });
    const section = within(form).getByRole('combobox', { name: 'Section' });
    await waitFor(() => expect(within(section).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Film' }), {
      target: { value: 'https://shortlist.example/en/film/la-nuit-blanche' },
    });
    fireEvent.change(section, { target: { value: '6' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Entry fee (€)' }), {
      target: { value: '12,50' },
    });
    fireEvent.change(within(form).getByLabelText('Valid until', { exact: false }), {
      target: { value: '2027-03-31' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message to the filmmaker (optional)' }), {
      target: { value: 'We loved it at Clermont.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText("Invitation sent to the film's owner.")).toBeTruthy();
    expect(body).toEqual({
      film: 'https://shortlist.example/en/film/la-nuit-blanche',
      IdCampagneSection: 6,
      Prix: 1250,
      DateValiditee: '2027-03-31',
      Message: 'We loved it at Clermont.',
    });
  });

  it('refuses a price it cannot read and a missing section, without calling', async () => {
    let called = false;
    open({
      [`POST ${API}/festivals/${FESTIVAL_ID}/invitations`]: () => {
        called = true;
        return json({ ok: true }, 201);
      },
    });
    const form = await screen.findByRole('region', { name: 'Invite a film' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Film' }), { target: { value: 'night-bus' } });
    const price = within(form).getByRole('textbox', { name: 'Entry fee (€)' });
    fireEvent.change(price, { target: { value: '12.505' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('combobox', { name: 'Section' }).getAttribute('aria-invalid')).toBe('true');
    expect(called).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    open({
      [`POST ${API}/festivals/${FESTIVAL_ID}/invitations`]: () =>
        json({ code: 'NOT_FOUND', message: 'No such film' }, 404),
    });
    const form = await screen.findByRole('region', { name: 'Invite a film' });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Film' }), { target: { value: '999' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Section' }), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Valid until', { exact: false }), {
      target: { value: '2027-03-31' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
  });

  it('lists the invitations sent, with their price, validity and answer', async () => {
    open({
      [`GET ${LIST}`]: () =>
        json({
          items: [
            invitationAnswer(),
            invitationAnswer({
              IdInvitation: 901,
              TitreOriginal: 'Night Bus',
              Prix: 0,
              status: 'used',
              IdInscription: 102,
            }),
            invitationAnswer({ IdInvitation: 902, IdFilm: null, TitreOriginal: null, status: 'expired' }),
          ],
        }),
    });
    const [pending, used, expired] = (await screen.findAllByTestId('invitation-row')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(screen.getByRole('heading', { level: 2, name: '3 invitations sent' })).toBeTruthy();
    expect(pending.textContent).toContain('La Nuit blanche');
    expect(pending.textContent).toContain('€12.50');
    expect(pending.textContent).toContain('31 Mar 2027');
    expect(pending.textContent).toContain('Waiting for an answer');
    expect(within(used).getByRole('link', { name: 'Night Bus' }).getAttribute('href')).toBe(
      `/en/festival-space/${FESTIVAL_ID}/entries/102`,
    );
    expect(used.textContent).toContain('Free');
    expect(expired.textContent).toContain('(sent by email)');
    expect(expired.textContent).toContain('Expired');
  });

  it('is for managers only', async () => {
    open({}, 'programmer');
    expect(await screen.findByRole('heading', { level: 1, name: 'For managers only' })).toBeTruthy();
  });
});
