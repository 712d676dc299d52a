import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { invitation } from '@shortlist/db/schema/invitations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationTestApp, day, type InvitationTestApp } from '../../test/invitation-test-app.ts';
import { emailsTo } from '../../test/test-accounts.ts';

// The operator command `create-invitation` (through the operator API): what it refuses, and
// the email an account's owner receives.

let t: InvitationTestApp;
beforeAll(async () => {
  t = await createInvitationTestApp();
});
afterAll(() => t.close());

describe('create-invitation', () => {
  it('checks the operator command: a past day, an unknown film or section, a negative price', async () => {
    const filmId = await t.readyFilm(t.ada, 'Operator');
    const [section] = await t.database.db
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .limit(1);
    const past = await t.operator({ film: filmId, section: section!.Id, price: 0, until: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(
      (await t.operator({ film: 999_999, section: section!.Id, price: 0, until: day(3) })).statusCode,
    ).toBe(404);
    expect((await t.operator({ film: filmId, section: 999_999, price: 0, until: day(3) })).statusCode).toBe(
      404,
    );
    expect(
      (await t.operator({ film: filmId, section: section!.Id, price: -1, until: day(3) })).statusCode,
    ).toBe(400);
    expect(
      (await t.operator({ film: filmId, section: section!.Id, price: 0, until: 'soon' })).statusCode,
    ).toBe(400);
  });

  it("emails an account's owner invited by address or film, and refuses both or neither", async () => {
    const [target] = await t.database.db.select({ Id: campagneSection.Id }).from(campagneSection).limit(1);
    const before = (await emailsTo(t, 'ada@example.com')).length;
    const byEmail = await t.operator({
      email: 'ada@example.com',
      section: target!.Id,
      price: 0,
      until: day(5),
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const [row] = await t.database.db
      .select({ IdCompte: invitation.IdCompte })
      .from(invitation)
      .where(eq(invitation.Id, (byEmail.json() as { result: { IdInvitation: number } }).result.IdInvitation));
    const [owner] = await t.database.db
      .select({ Id: compte.Id })
      .from(compte)
      .where(eq(compte.Login, 'ada@example.com'));
    expect(row!.IdCompte).toBe(owner!.Id);
    const mails = await emailsTo(t, 'ada@example.com');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.Text).toMatch(/\/en\/festival\/\d+-/);

    const filmId = await t.readyFilm(t.ada, 'Both');
    const both = { film: filmId, email: 'ada@example.com', section: target!.Id, price: 0, until: day(5) };
    expect((await t.operator(both)).statusCode).toBe(400);
    expect((await t.operator({ section: target!.Id, price: 0, until: day(5) })).statusCode).toBe(400);
    expect(
      (await t.operator({ email: 'not-an-address', section: target!.Id, price: 0, until: day(5) }))
        .statusCode,
    ).toBe(400);
  });
});
