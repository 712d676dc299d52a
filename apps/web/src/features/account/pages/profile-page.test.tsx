import { BIRTH_LIST_YOUNGEST_AGE } from '@shortlist/domain/accounts/person-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = {
  Id: 3,
  DateCreation: null,
  IdCivilite: null,
  Nom: 'Lovelace',
  Prenom: 'Ada',
  Pseudo: null,
  AnneeNaissance: 1990,
};

function profileApi(put: () => Response) {
  return stubApi({
    session: accountSession({ IdPersonne: 3 }),
    handlers: {
      'GET /api/personnes/3': () => json(person),
      'PUT /api/personnes/3': put,
    },
  });
}

// The whole profile page renders in jsdom: slower than the default 5 s on a small machine.
describe('profile: personal details', { timeout: 30_000 }, () => {
  it('saves unchanged data without a call', async () => {
    const put = vi.fn(() => json(person));
    profileApi(put);
    renderApp('/en/profile/account');
    const section = await screen.findByRole('region', { name: 'Personal details' });
    await waitFor(() =>
      expect((within(section).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada'),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses a non-Latin name and reverts the data when saving fails', async () => {
    const put = vi.fn(() => json({ code: 'INTERNAL', message: 'boom' }, 500));
    profileApi(put);
    renderApp('/en/profile/account');
    const section = await screen.findByRole('region', { name: 'Personal details' });
    const firstName = within(section).getByLabelText(/^First name/) as HTMLInputElement;
    await waitFor(() => expect(firstName.value).toBe('Ada'));
    const year = within(section).getByLabelText(/^Year of birth/) as HTMLSelectElement;
    expect(year.value).toBe('1990');
    const years = [...year.options].map((option) => option.value).filter(Boolean);
    // The list opens at a plausible age, not on this year.
    expect(years[0]).toBe(String(new Date().getUTCFullYear() - BIRTH_LIST_YOUNGEST_AGE));
    expect(years.at(-1)).toBe('1800');

    fireEvent.change(firstName, { target: { value: 'Ада' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Please use Latin characters only.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(firstName, { target: { value: 'Augusta' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledOnce());
    await waitFor(() => expect(firstName.value).toBe('Ada'));
    expect(await screen.findByText(/Something went wrong on our side|couldn't save/)).toBeTruthy();
  });
});

describe('profile: typing before the saved data arrives', { timeout: 30_000 }, () => {
  it('keeps what was typed and fills the untouched fields from the record', async () => {
    let answer: (response: Response) => void = () => {};
    const later = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubApi({
      session: accountSession({ IdPersonne: 3 }),
      handlers: { 'GET /api/personnes/3': () => later },
    });
    renderApp('/en/profile/account');
    const section = await screen.findByRole('region', { name: 'Personal details' });
    const firstName = within(section).getByLabelText(/^First name/) as HTMLInputElement;
    const lastName = within(section).getByLabelText(/^Last name/) as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Augusta' } });
    answer(json(person));
    await waitFor(() => expect(lastName.value).toBe('Lovelace'));
    expect(firstName.value).toBe('Augusta');
  });
});

describe('profile: password change', { timeout: 30_000 }, () => {
  it('clears a message once the other field fixes what it said', async () => {
    profileApi(() => json(person));
    renderApp('/en/profile/account');
    const section = await screen.findByRole('region', { name: 'Password' });
    const current = within(section).getByLabelText(/^Current password/);
    const next = within(section).getByLabelText(/^New password/);
    const confirmation = within(section).getByLabelText(/^Confirm the password/);
    const submit = () => fireEvent.click(within(section).getByRole('button', { name: 'Change my password' }));
    const mismatch = 'The two passwords are not the same.';
    const same = 'The new password must be different from the current one.';

    fireEvent.change(current, { target: { value: 'Long-enough-1' } });
    fireEvent.change(next, { target: { value: 'Long-enough-2' } });
    fireEvent.change(confirmation, { target: { value: 'Long-enough-3' } });
    submit();
    expect(await within(section).findByText(mismatch)).toBeTruthy();
    // Typing the new password again so that it matches clears the confirmation's message.
    fireEvent.change(next, { target: { value: 'Long-enough-3' } });
    await waitFor(() => expect(within(section).queryByText(mismatch)).toBeNull());

    fireEvent.change(next, { target: { value: 'Long-enough-1' } });
    fireEvent.change(confirmation, { target: { value: 'Long-enough-1' } });
    submit();
    expect(await within(section).findByText(same)).toBeTruthy();
    // Changing the current password clears the new password's message.
    fireEvent.change(current, { target: { value: 'Another-one-9' } });
    await waitFor(() => expect(within(section).queryByText(same)).toBeNull());
  });
});
