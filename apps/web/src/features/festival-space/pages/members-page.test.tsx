import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer, membersAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const MEMBERS = `${API}/festivals/${FESTIVAL_ID}/members`;

const TEAM = () =>
  membersAnswer([
    { name: 'Margot Manager', Login: 'margot@example.com', role: 'manager', isMe: true },
    { name: 'Paul Programmer', Login: 'paul@example.com' },
    { Login: 'new@example.com', pending: true },
  ]);

function open(
  handlers: Record<string, (init: RequestInit | undefined) => Response> = {},
  role: 'manager' | 'programmer' = 'manager',
) {
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role }])),
      [`GET ${MEMBERS}`]: () => json(TEAM()),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      ...handlers,
    },
  });
  return renderApp(`/en/festival-space/${FESTIVAL_ID}/members`);
}

const rows = () => screen.findAllByTestId('member-row');

describe('the members page', () => {
  it('lists the team with roles, the pending ones, and no removal of oneself', async () => {
    open();
    const [me, paul, pending] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 2, name: '3 members' })).toBeTruthy();
    expect(me.textContent).toContain('Margot Manager (you)');
    expect(me.textContent).toContain('margot@example.com');
    expect(within(me).queryByRole('button')).toBeNull();
    expect(
      (within(paul).getByRole('combobox', { name: 'Role of Paul Programmer' }) as HTMLSelectElement).value,
    ).toBe('programmer');
    expect(within(pending).getByText("Hasn't signed in yet")).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Remove new@example.com' })).toBeTruthy();
  });

  it('invites by email with a role, checking the address with the domain rule first', async () => {
    let body: unknown;
    open({
      [`POST ${MEMBERS}`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json({}, 201);
      },
    });
    await rows();
    const form = screen.getByRole('region', { name: 'Invite a member' });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    fireEvent.change(email, { target: { value: 'not an email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(body).toBeUndefined();

    fireEvent.change(email, { target: { value: 'zoe@example.com' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Role' }), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to zoe@example.com.')).toBeTruthy();
    expect(body).toEqual({ Login: 'zoe@example.com', role: 'manager' });
  });

  it('changes a role', async () => {
    let body: unknown;
    open({
      [`PUT ${MEMBERS}/501`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json({});
      },
    });
    await rows();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Paul Programmer' }), {
      target: { value: 'manager' },
    });
    expect(await screen.findByText('Role of Paul Programmer changed to “Manager”.')).toBeTruthy();
    expect(body).toEqual({ role: 'manager' });
  });

  it('asks before removing someone, naming them, and shows why the last manager cannot go', async () => {
    let removals = 0;
    open({
      [`DELETE ${MEMBERS}/501`]: () => {
        removals += 1;
        return removals === 1
          ? json({ code: 'FESTIVAL_LAST_MANAGER', message: 'last manager' }, 409)
          : json({ ok: true });
      },
    });
    await rows();
    const opener = screen.getByRole('button', { name: 'Remove Paul Programmer' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Paul Programmer?' });
    expect(dialog.textContent).toContain('Paul Programmer will lose access to the festival space at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Paul Programmer' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A festival keeps at least one manager: make someone else a manager first.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Paul Programmer' }));
    expect(await screen.findByText('Paul Programmer was removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals).toBe(2);
  });

  it('is for managers only', async () => {
    open({}, 'programmer');
    expect(await screen.findByRole('heading', { level: 1, name: 'For managers only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the entries' }).getAttribute('href')).toBe(
      `/en/festival-space/${FESTIVAL_ID}/entries`,
    );
  });

  it('shows an error with a retry', async () => {
    let reads = 0;
    open({
      [`GET ${MEMBERS}`]: () => {
        reads += 1;
        return reads === 1 ? json({ code: 'INTERNAL', message: 'boom' }, 500) : json(TEAM());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });
});
