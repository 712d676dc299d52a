import type { CallCalendar } from '@shortlist/domain/festival-space/calendar-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const NO_NAME = { en: null, fr: null, es: null, it: null, pt: null };
const URL = `${API}/festivals/${FESTIVAL_ID}/calls/7/calendar`;
const CALENDAR: CallCalendar = {
  IdCampagne: 7,
  AnneeEdition: 2027,
  StatutCampagne: 'preparation',
  timeZone: 'America/Los_Angeles',
  sections: [
    {
      IdCampagneSection: 31,
      Libelle: 'Shorts',
      IsPayant: true,
      IsPublic: true,
      IsInscription: true,
      Devise: 'EUR',
      paidEntries: 2,
      events: [
        { Type: 'opening', DateEvent: '2027-01-10T09:00', Prix: 0, LibelleEvent: null, Libelle: NO_NAME },
        { Type: 'closing', DateEvent: '2027-02-28T23:59', Prix: 1500, LibelleEvent: null, Libelle: NO_NAME },
        { Type: 'result', DateEvent: '2027-06-01T12:00', Prix: 0, LibelleEvent: null, Libelle: NO_NAME },
      ],
    },
  ],
};

function open(options: {
  role?: 'manager' | 'programmer';
  calendar?: CallCalendar;
  onSave: (body: Record<string, unknown>) => Response;
}) {
  const saved: Record<string, unknown>[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: options.role ?? 'manager' }])),
      [`GET ${URL}`]: () => json(options.calendar ?? CALENDAR),
      [`PUT ${URL}`]: (init) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return options.onSave(body);
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/calls/7/calendar`);
  return { saved };
}

describe('the calendar page', () => {
  it("shows the festival's zone, the section's steps and the fee table as filmmakers will see it", async () => {
    open({ onSave: () => json(CALENDAR) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar of the 2027 call' })).toBeTruthy();
    expect(screen.getByTestId('calendar-zone').textContent).toContain('America/Los_Angeles');
    expect(screen.getByText('2 paid entries: what they paid never changes.')).toBeTruthy();
    const preview = screen.getByTestId('calendar-preview');
    expect(preview.textContent).toContain('€15.00');
    // Adding a deadline with a fee shows a new column at once.
    fireEvent.click(screen.getByRole('button', { name: 'Add a deadline to Shorts' }));
    fireEvent.change(screen.getByLabelText('Deadline 2'), { target: { value: '2027-03-31T23:59' } });
    fireEvent.change(screen.getByLabelText('Fee up to deadline 2 (€)'), { target: { value: '25' } });
    await waitFor(() => expect(screen.getByTestId('calendar-preview').textContent).toContain('€25.00'));
  });

  it('shows the rule a field breaks and focuses it', async () => {
    open({
      onSave: () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Please check the fields.',
            fields: [
              {
                path: 'sections.0.events.1.DateEvent',
                code: 'CALENDAR_DEADLINE_AFTER_RESULTS',
                message: 'CALENDAR_DEADLINE_AFTER_RESULTS',
              },
            ],
          },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save the calendar' }));
    expect(
      await screen.findByText('This deadline falls after the results: move it before the results date.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Deadline 1')));
  });

  it('asks before lowering fees already paid, and sends the confirmation', async () => {
    const { saved } = open({
      onSave: (body) =>
        body.confirmLowerFees
          ? json(CALENDAR)
          : json({ code: 'CALENDAR_FEE_LOWERED', message: '2 paid entries were charged more.' }, 409),
    });
    fireEvent.change(await screen.findByLabelText('Fee up to deadline 1 (€)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lower fees already paid?' });
    expect(within(dialog).getByText('2 paid entries were charged more.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lower the fees' }));
    expect(await screen.findByText("Calendar saved. The festival's page shows it now.")).toBeTruthy();
    expect(saved.map((b) => b.confirmLowerFees ?? false)).toEqual([false, true]);
    const sections = saved[1]?.sections as { events: { Prix: number }[] }[];
    expect(sections[0]?.events[1]?.Prix).toBe(1000);
  });

  it('names a deadline per language: the preview shows it, the request sends it, a refusal marks its input', async () => {
    const { saved } = open({
      onSave: () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Please check the fields.',
            fields: [{ path: 'sections.0.events.1.Libelle.fr', code: 'TOO_LONG', message: 'TOO_LONG' }],
          },
          400,
        ),
    });
    fireEvent.change(await screen.findByLabelText('Deadline 1: own name (English)'), {
      target: { value: 'Early bird' },
    });
    fireEvent.change(screen.getByLabelText('Deadline 1: own name (French)'), {
      target: { value: 'Lève-tôt' },
    });
    await waitFor(() => expect(screen.getByTestId('calendar-preview').textContent).toContain('Early bird'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the calendar' }));
    const french = screen.getByLabelText('Deadline 1: own name (French)');
    await waitFor(() => expect(document.activeElement).toBe(french));
    expect(french.getAttribute('aria-invalid')).toBe('true');
    const sections = saved[0]?.sections as {
      events: { Type: string; Libelle?: Record<string, string | null> }[];
    }[];
    expect(sections[0]?.events.map((e) => e.Libelle?.en ?? e.Libelle ?? null)).toEqual([
      null,
      'Early bird',
      null,
    ]);
    expect(sections[0]?.events[1]?.Libelle).toMatchObject({ en: 'Early bird', fr: 'Lève-tôt', es: null });
  });

  it('says why a call being verified cannot change, and offers no save', async () => {
    open({
      calendar: { ...CALENDAR, StatutCampagne: 'verification-requested' },
      onSave: () => json(CALENDAR),
    });
    expect((await screen.findByTestId('calendar-locked')).textContent).toContain(
      'Shortlist is verifying this call',
    );
    expect(screen.getByRole('button', { name: 'Save the calendar' }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a programmer the page is for managers', async () => {
    open({ role: 'programmer', onSave: () => json(CALENDAR) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the calendar' })).toBeNull();
  });
});
