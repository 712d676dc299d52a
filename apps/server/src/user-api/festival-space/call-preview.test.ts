import { ZCallPreview } from '@shortlist/domain/festival-space/call-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

// The managers' preview of a call (issue 33): the festival page with a call still in
// preparation, as filmmakers will see it once verified; never for a programmer, never another
// festival's call, never cached.

let f: FestivalSpaceTestApp;
let callId: number;
let sectionId: number;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  const call = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/calls`, {
    AnneeEdition: 2097,
    IsInvitationSeule: false,
    RegleReinscription: 'cannot',
  });
  callId = call.json().IdCampagne;
  const created = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/calls/${callId}/sections`, {
    Libelle: { en: 'Preview fiction', fr: 'Fiction en avant-première' },
    Texte: { en: 'Short fiction under 20 minutes.' },
    IsInscription: true,
    IsPayant: false,
    IsPublic: false,
    MotDePasse: 'open-sesame',
  });
  sectionId = created.json().IdCampagneSection;
});
afterAll(() => f.close());

const preview = (festivalId = f.festivalId, id = callId) => `festivals/${festivalId}/calls/${id}/preview`;

describe('call preview', () => {
  it('shows the festival page with the call in preparation, as it will be once verified', async () => {
    const answer = await f.call(f.manager, 'GET', preview());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { StatutCampagne, page } = ZCallPreview.parse(answer.json());
    expect(StatutCampagne).toBe('preparation');
    expect(page.Id).toBe(f.festivalId);
    // No calendar yet: once accepted, the call waits for an opening date.
    expect(page.campaign).toMatchObject({
      IdCampagne: callId,
      AnneeEdition: 2097,
      StatutCampagne: 'verification-handled',
    });
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]).toMatchObject({
      IdCampagneSection: sectionId,
      Libelle: 'Preview fiction',
      IsPublic: false,
    });
    expect(JSON.stringify(page)).not.toContain('open-sesame');

    const french = await f.t.app.inject({
      method: 'GET',
      url: `/api/festival-space/${preview()}`,
      headers: { ...f.manager.headers, culture: 'fr-FR' },
    });
    expect(french.json().page.sections[0].Libelle).toBe('Fiction en avant-première');
  });

  it('previews an older call too; the public page keeps the verified call, not the one in preparation', async () => {
    const publicPage = await f.t.app.inject({ method: 'GET', url: `/api/public/festivals/${f.festivalId}` });
    const current = publicPage.json().campaign.IdCampagne;
    const calls = (await f.call(f.manager, 'GET', `festivals/${f.festivalId}/calls`)).json().items;
    const older = calls.find((c: { IdCampagne: number }) => c.IdCampagne !== callId);
    const answer = await f.call(f.manager, 'GET', preview(f.festivalId, older.IdCampagne));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().page.campaign.IdCampagne).toBe(older.IdCampagne);
    expect(answer.json().page.campaign.StatutCampagne).toBe(older.StatutCampagne);
    // The call in preparation is the managers' draft (docs/decisions.md "A call is public once
    // verified"): the public page shows the festival's latest verified edition.
    expect(current).not.toBe(callId);
    const verified = calls.filter((c: { StatutCampagne: string }) =>
      ['verification-handled', 'open', 'closed'].includes(c.StatutCampagne),
    );
    expect(current).toBe(verified[0]?.IdCampagne);
  });

  it('refuses a programmer with a code and hides the call from anyone else', async () => {
    const programmer = await f.call(f.programmer, 'GET', preview());
    expect([programmer.statusCode, programmer.json().code]).toEqual([403, 'FESTIVAL_ROLE_REQUIRED']);
    const outsider = await f.call(f.outsider, 'GET', preview());
    expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'NOT_FOUND']);
    // The outsider's own festival with this festival's call: not theirs.
    const crossed = await f.call(f.outsider, 'GET', preview(f.otherFestivalId, callId));
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await f.call(f.manager, 'GET', preview(f.festivalId, 999_999));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const anonymous = await f.t.app.inject({ method: 'GET', url: `/api/festival-space/${preview()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
