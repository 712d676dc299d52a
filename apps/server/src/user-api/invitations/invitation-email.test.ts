import type { Database } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { createTestDatabase } from '@shortlist/db/testing';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { LANGUAGES } from '@shortlist/domain/languages';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { decodeQuotedPrintable, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The invitation email of `create-invitation --email` through a real SMTP server: in the asked
// language, with the festival, the section, the price, the day, the message and the sign-up link.

const TOKEN = 'operator-token-for-invitation-email-0123456789';
let database: Database;
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({
    database,
    now: () => NOW,
    env: { OPERATOR_TOKEN: TOKEN, PUBLIC_URL: 'http://films.test:8080' },
  });
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
  await database.close();
});

describe('invitation email over SMTP', () => {
  it('invites an address without an account, in its language, to create one', async () => {
    const [target] = await database.db
      .select({ Id: campagneSection.Id, Nom: festival.Nom })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .limit(1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/create-invitation',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {
        email: 'new.maker@example.com',
        section: target!.Id,
        price: 1250,
        until: '2099-05-03',
        message: 'Nous avons aimé votre film.',
        language: 'fr',
      },
    });
    expect(created.statusCode, created.body).toBe(200);

    const report = await smtp.deliver(t.database.db);
    expect(report.sent).toBe(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['new.maker@example.com']);
    const body = decodeQuotedPrintable(message?.raw ?? '');
    expect(body).toContain('vous invite à inscrire un film');
    expect(body).toContain('Nous avons aimé votre film.');
    expect(body).toContain('3 mai 2099');
    expect(body).toMatch(/12,50\s€/);
    expect(body).toContain('http://films.test:8080/fr/creer-un-compte?email=new.maker%40example.com');
    expect(body).not.toMatch(/\{\{|\}\}/);
  });

  it("sends an account's owner to the festival's page, where the invitation is shown, in one date style", async () => {
    const [target] = await database.db
      .select({ Id: campagneSection.Id, IdFestival: festival.Id, Nom: festival.Nom })
      .from(campagneSection)
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .limit(1);
    const [owner] = await database.db
      .select({ Id: film.Id, Login: compte.Login })
      .from(film)
      .innerJoin(compte, eq(compte.Id, film.IdCompte))
      .where(eq(compte.IdLangue, LANGUAGES.en.id))
      .limit(1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/create-invitation',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { film: owner!.Id, section: target!.Id, price: 900, until: '2099-05-03' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { IdInvitation } = created.json().result as { IdInvitation: number };

    smtp.received.length = 0;
    await smtp.deliver(t.database.db);
    const message = smtp.received.find((m) => m.to.includes(owner!.Login));
    const body = decodeQuotedPrintable(message?.raw ?? '');
    const page = `http://films.test:8080/en/festival/${festivalSmartName(target!.IdFestival, target!.Nom)}`;
    expect(body).toContain(`${page}?invitation=${IdInvitation}`);
    // The day as the pages and the panel say it in English (en-GB), not the US order.
    expect(body).toContain(formatDay('2099-05-03', 'en'));
    expect(body).toContain('3 May 2099');
  });
});
