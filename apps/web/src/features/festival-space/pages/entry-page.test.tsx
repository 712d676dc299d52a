import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, entryAnswer, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const ENTRY = `${API}/entries/101`;

function open(
  handlers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {},
) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer()),
      [`GET ${ENTRY}`]: () => json(entryAnswer()),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      ...handlers,
    },
  });
  const view = renderApp(`/en/festival-space/${FESTIVAL_ID}/entries/101`);
  return { ...view, fetchMock };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'La Nuit blanche' });

describe('the entry view', () => {
  it('shows the film, its number, section, status and publication, and every tab read-only', async () => {
    open();
    await title();
    expect(screen.getAllByText('The Sleepless Night').length).toBeGreaterThan(0);
    expect(screen.getByText('No. 12')).toBeTruthy();
    expect(screen.getByText('Sent on 2 Oct 2026')).toBeTruthy();
    expect(screen.getByText('Validated')).toBeTruthy();
    expect(screen.getByTestId('not-published')).toBeTruthy();
    expect(screen.getByText('The filmmaker still sees the previous status.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the entries' }).getAttribute('href')).toBe(
      `/en/festival-space/${FESTIVAL_ID}/entries`,
    );

    // Film tab: the facts, the synopsis, school and first film.
    expect(screen.getByText('Un veilleur de nuit ne dort plus.')).toBeTruthy();
    expect(screen.getByText('La Fémis')).toBeTruthy();
    expect(screen.getByText('12:30')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Credits and contacts' }));
    expect(await screen.findByRole('link', { name: 'ada@example.com' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect((await screen.findByRole('link', { name: 'Script: script.pdf' })).getAttribute('href')).toBe(
      `${API}/entries/101/documents/70`,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(await screen.findByText('Is it a premiere?')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history.textContent).toContain('Sent → Validated');
    expect(history.textContent).toContain('Margot Manager');
    expect(history.textContent).toContain('Screener checked');
    fireEvent.click(screen.getByRole('tab', { name: 'Viewing' }));
    expect(await screen.findByText(/watched up to 40%/)).toBeTruthy();
  });

  it('offers exactly the next statuses and sends the status shown with the change', async () => {
    let body: unknown;
    open({
      [`PUT ${ENTRY}/status`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json({ ok: true });
      },
    });
    await title();
    const opener = screen.getByRole('button', { name: 'Change the status' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change the status (now “Validated”)' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('div')?.parentElement?.textContent)).toEqual([
      'Selected',
      'Not selected',
      'Selected in another section',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not selected' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'Too long for the slot' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to “Not selected”' }));
    expect(await screen.findByText('The entry is now “Not selected”.')).toBeTruthy();
    expect(body).toEqual({ Statut: 16, expected: 4, reason: 'Too long for the slot' });
  });

  it('reloads the entry and says so when someone changed its status meanwhile (409)', async () => {
    let reads = 0;
    open({
      [`GET ${ENTRY}`]: () => {
        reads += 1;
        return json(
          reads === 1
            ? entryAnswer()
            : entryAnswer({ Statut: 8, statusLabel: 'Selected', nextStatuses: [64] }),
        );
      },
      [`PUT ${ENTRY}/status`]: () =>
        json({ code: 'SUBMISSION_STATUS_CHANGED', message: 'The status changed' }, 409),
    });
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'Change the status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Selected' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to “Selected”' }));
    const stale = await screen.findByTestId('status-stale');
    await waitFor(() =>
      expect(stale.textContent).toBe(
        "Someone changed this entry's status in the meantime: it is now “Selected”. Check it before you change it again.",
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Change the status' }));
    const again = await screen.findByRole('dialog', { name: 'Change the status (now “Selected”)' });
    expect(within(again).getAllByRole('radio')).toHaveLength(1);
    expect(within(again).getByRole('radio', { name: 'Awarded' })).toBeTruthy();
  });

  it('says a final status cannot change', async () => {
    open({
      [`GET ${ENTRY}`]: () => json(entryAnswer({ Statut: 64, statusLabel: 'Awarded', nextStatuses: [] })),
    });
    await title();
    expect(screen.getByTestId('status-final').textContent).toBe(
      "This status is final: it can't be changed any more.",
    );
    expect(screen.queryByRole('button', { name: 'Change the status' })).toBeNull();
  });

  it('saves the note and the reasons sent with the decision', async () => {
    let body: unknown;
    open({
      [`PUT ${ENTRY}/decision-note`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json({ ok: true });
      },
    });
    await title();
    const note = screen.getByRole('region', { name: 'Note to the filmmaker' });
    fireEvent.change(within(note).getByRole('textbox', { name: 'Personal note (optional)' }), {
      target: { value: '  Thank you for this film.  ' },
    });
    expect(within(note).getByText('28 of 2000 characters')).toBeTruthy();
    fireEvent.click(within(note).getByRole('checkbox', { name: 'Subject' }));
    fireEvent.click(within(note).getByRole('checkbox', { name: 'Length' }));
    fireEvent.click(within(note).getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('Note saved.')).toBeTruthy();
    expect(body).toEqual({
      MessageDecision: 'Thank you for this film.',
      MotifsDecision: ['length', 'subject'],
    });
  });

  it('plays the screener through a signed URL with its subtitle tracks, and the trailer in Vimeo', async () => {
    const { fetchMock } = open({
      [`GET ${ENTRY}/videos/film/url`]: () =>
        json({
          url: '/media/film.mp4?sig=1',
          expires: new Date(Date.now() + 3600_000).toISOString(),
          poster: '/media/poster.jpg?sig=1',
          tracks: [{ IdLangue: 1, url: '/media/fr.vtt?sig=1' }],
        }),
    });
    await title();
    // Nothing is asked before the member presses play.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/videos/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play the screener' }));
    const video = (await screen.findByTestId('entry-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/film.mp4?sig=1');
    expect(video.getAttribute('aria-label')).toBe('Screener');
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('subtitles');
    expect(track?.getAttribute('src')).toBe('/media/fr.vtt?sig=1');
    await waitFor(() => expect(track?.getAttribute('label')).toBe('One'));

    fireEvent.click(screen.getByRole('button', { name: 'Play the trailer' }));
    expect((await screen.findByTitle('Trailer')).getAttribute('src')).toBe(
      'https://player.vimeo.com/video/123?h=abc',
    );
    expect(screen.getByTestId('vimeo-note').textContent).toContain("it isn't recorded");
    expect(screen.queryByTestId('entry-video')).toBeNull();
  });

  it('asks for a new signed URL a minute before the current one expires', async () => {
    let asked = 0;
    open({
      [`GET ${ENTRY}/videos/film/url`]: () => {
        asked += 1;
        return json({
          url: `/media/film.mp4?sig=${asked}`,
          expires: new Date(Date.now() + 75_000).toISOString(),
          poster: null,
          tracks: [],
        });
      },
    });
    await title();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Play the screener' }));
      const video = await screen.findByTestId('entry-video');
      expect(video.getAttribute('src')).toBe('/media/film.mp4?sig=1');
      await vi.advanceTimersByTimeAsync(14_000);
      expect(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() =>
        expect(screen.getByTestId('entry-video').getAttribute('src')).toBe('/media/film.mp4?sig=2'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the entry is not one of the festival’s, and offers a retry for other failures', async () => {
    open({ [`GET ${ENTRY}`]: () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entry not found' })).toBeTruthy();

    let reads = 0;
    open({
      [`GET ${ENTRY}`]: () => {
        reads += 1;
        return reads === 1 ? json({ code: 'INTERNAL', message: 'boom' }, 500) : json(entryAnswer());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await title()).toBeTruthy();
  });
});
