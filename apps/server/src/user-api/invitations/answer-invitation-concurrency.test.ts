import { inscription } from '@shortlist/db/schema/submissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationTestApp, type InvitationTestApp } from '../../test/invitation-test-app.ts';

// Answering one invitation many times at once, on a real HTTP server: one entry only.

let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

describe('answer-invitation concurrency', () => {
  it('creates one entry when the same invitation is answered five times at once', async () => {
    const filmId = await t.readyFilm(t.ada, 'Race');
    const [cell] = await t.eligibleSections(t.ada, filmId);
    const IdInvitation = await t.invite(filmId, cell!.IdCampagneSection, 900);
    // A real HTTP server: the five requests run on their own connections at once.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${base}/api/invitations/${IdInvitation}/inscrire/${filmId}/${cell!.IdCampagneSection}`, {
          method: 'POST',
          headers: t.ada.headers,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(inscription).where(eq(inscription.IdFilm, filmId));
    expect(rows).toHaveLength(1);
  });
});
