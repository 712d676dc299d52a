import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { invitation } from '@shortlist/db/schema/invitations';
import { inscription } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertFilm } from '../../test/media-test-app.ts';
import { emailsTo } from '../../test/test-accounts.ts';

// Invitations from the workspace (issue 31): a manager invites a film, named by its public page,
// shortname or id, to one of the festival's sections; the invitations area's own creation sends
// the usual email and the filmmaker's panel shows it.

let f: FestivalSpaceTestApp;
let publicFilm: number;
let otherSection: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  publicFilm = await insertFilm(f.t, f.accountIds.ada, {
    TitreOriginal: 'Harbour Lights',
    TitreRecherche: 'harbour lights',
    Publication: 1,
    Shortname: 'Harbour-Lights',
    ShortnameRecherche: 'harbour-lights',
  });
  const [row] = await f.database.db
    .select({ Id: campagneSection.Id })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(eq(campagne.IdFestival, f.otherFestivalId))
    .limit(1);
  otherSection = row!.Id;
});
afterAll(() => f.close());

const until = '2099-12-31';
const url = () => `festivals/${f.festivalId}/invitations`;
const body = (film: string, extra: object = {}) => ({
  film,
  IdCampagneSection: f.sectionIds[0],
  Prix: 1500,
  DateValiditee: until,
  ...extra,
});

describe('inviting a film from the workspace', () => {
  it('invites the owner of a film named by its public page; the usual email and panel follow', async () => {
    const answer = await f.call(
      f.manager,
      'POST',
      url(),
      body('https://shortlist.example/fr/film/harbour-lights/credits', { Message: 'We loved it.' }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      IdCampagneSection: f.sectionIds[0],
      Prix: 1500,
      DateValiditee: until,
      Message: 'We loved it.',
      status: 'pending',
      IdFilm: publicFilm,
      TitreOriginal: 'Harbour Lights',
      IdInscription: null,
    });
    expect(answer.json().sectionName).not.toBe('');
    const emails = await emailsTo(f.t, 'ada@example.com');
    expect(emails.at(-1)!.Subject).toMatch(/invites you to enter a film$/);
    const panel = await f.t.app.inject({
      url: `/api/invitations/festival/${f.festivalId}`,
      headers: f.ada.headers,
    });
    expect(panel.json().items).toContainEqual(
      expect.objectContaining({ Id: answer.json().IdInvitation, Prix: 1500, status: 'pending' }),
    );
  });

  it('names the film by its shortname or its id too', async () => {
    for (const film of ['Harbour-Lights', String(publicFilm), '/es/pelicula/harbour-lights']) {
      const answer = await f.call(f.manager, 'POST', url(), body(film, { Prix: 0 }));
      expect([film, answer.statusCode]).toEqual([film, 201]);
      expect(answer.json().IdFilm).toBe(publicFilm);
    }
  });

  it('invites a private film only once it entered this festival: otherwise it looks unknown', async () => {
    const privateFilm = await insertFilm(f.t, f.accountIds.bob, {
      TitreOriginal: 'Hidden',
      TitreRecherche: 'hidden',
    });
    const refused = await f.call(f.manager, 'POST', url(), body(String(privateFilm)));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'film' })]);
    const unknown = await f.call(f.manager, 'POST', url(), body('999999'));
    expect([unknown.statusCode, unknown.json().fields[0].path]).toEqual([404, 'film']);

    // An entry still in the basket is not the festival's to see; a sent one is.
    const basket = await f.basketEntry({ who: 'bob', title: 'Basket only' });
    const [basketFilm] = await f.database.db
      .select({ IdFilm: inscription.IdFilm })
      .from(inscription)
      .where(eq(inscription.Id, basket));
    expect((await f.call(f.manager, 'POST', url(), body(String(basketFilm!.IdFilm)))).statusCode).toBe(404);
    const entered = await f.sentEntry({ who: 'bob', title: 'Entered before' });
    const invited = await f.call(f.manager, 'POST', url(), body(String(entered.IdFilm)));
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().TitreOriginal).toBe('Entered before');
    // ...but not by another festival it never entered.
    const elsewhere = await f.call(f.outsider, 'POST', `festivals/${f.otherFestivalId}/invitations`, {
      ...body(String(entered.IdFilm)),
      IdCampagneSection: otherSection,
    });
    expect([elsewhere.statusCode, elsewhere.json().fields[0].path]).toEqual([404, 'film']);
  });

  it('refuses an archived film, another festival’s section, a page that is not a film and a past day', async () => {
    const archived = await insertFilm(f.t, f.accountIds.ada, {
      TitreOriginal: 'Gone',
      TitreRecherche: 'gone',
      Publication: 1,
      Statut: 29,
    });
    const cases: [object, number, string][] = [
      [body(String(archived)), 404, 'film'],
      [body('https://shortlist.example/en/festivals'), 404, 'film'],
      [{ ...body('harbour-lights'), IdCampagneSection: otherSection }, 404, 'IdCampagneSection'],
      [{ ...body('harbour-lights'), DateValiditee: '2020-01-01' }, 400, 'DateValiditee'],
    ];
    const before = await f.database.db.select({ Id: invitation.Id }).from(invitation);
    for (const [payload, status, path] of cases) {
      const answer = await f.call(f.manager, 'POST', url(), payload);
      expect([answer.statusCode, answer.json().fields?.[0]?.path]).toEqual([status, path]);
    }
    expect(await f.database.db.select({ Id: invitation.Id }).from(invitation)).toHaveLength(before.length);
  });

  it('is for managers: a programmer gets 403, a member of another festival and a filmmaker 404', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', body('harbour-lights')],
    ] as const) {
      const programmer = await f.call(f.programmer, method, url(), payload);
      expect([method, programmer.statusCode, programmer.json().code]).toEqual([
        method,
        403,
        'FESTIVAL_ROLE_REQUIRED',
      ]);
      for (const who of [f.outsider, f.ada]) {
        expect((await f.call(who, method, url(), payload)).statusCode).toBe(404);
      }
    }
  });
});

describe("the festival's invitations", () => {
  it('lists them newest first; used only once the answering entry is sent; expired after the day', async () => {
    const created = await f.call(f.manager, 'POST', url(), body('harbour-lights', { Prix: 700 }));
    const IdInvitation = created.json().IdInvitation as number;
    const find = async () => {
      const list = await f.call(f.manager, 'GET', url());
      expect(list.statusCode, list.body).toBe(200);
      return list.json().items.find((i: { IdInvitation: number }) => i.IdInvitation === IdInvitation);
    };
    expect((await f.call(f.manager, 'GET', url())).json().items[0].IdInvitation).toBe(IdInvitation);

    // Answered with an entry still in the basket: not the festival's to see yet.
    const entry = await f.basketEntry({ who: 'ada', title: 'Answer' });
    await f.database.db
      .update(invitation)
      .set({ IdInscription: entry })
      .where(eq(invitation.Id, IdInvitation));
    expect(await find()).toMatchObject({ status: 'pending', IdInscription: null });
    await f.database.db
      .update(inscription)
      .set({ Statut: SUBMISSION_STATUS.sent })
      .where(eq(inscription.Id, entry));
    expect(await find()).toMatchObject({ status: 'used', IdInscription: entry });

    await f.database.db
      .update(invitation)
      .set({ IdInscription: null, DateValiditee: new Date('2020-01-01T00:00:00Z') })
      .where(eq(invitation.Id, IdInvitation));
    expect(await find()).toMatchObject({ status: 'expired', DateValiditee: '2020-01-01' });
    // Another festival's invitations are not listed.
    const other = await f.call(f.outsider, 'GET', `festivals/${f.otherFestivalId}/invitations`);
    expect(other.json().items.map((i: { IdInvitation: number }) => i.IdInvitation)).not.toContain(
      IdInvitation,
    );
  });
});
