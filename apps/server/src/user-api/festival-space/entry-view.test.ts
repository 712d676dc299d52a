import { ZEntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { ZVideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGLISH,
  festivalMove,
  type InboxEntries,
  seedInboxEntries,
} from '../../test/festival-inbox-entries.ts';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';

const S = SUBMISSION_STATUS;
let f: FestivalSpaceTestApp;
let e: InboxEntries;
const PHOTO = `${'ab'.repeat(16)}.jpg`;
let IdDocument: number;

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  e = await seedInboxEntries(f);
  const db = f.database.db;
  // Ada's film made private and archived after entering, with a photo and a document.
  await db.execute(
    sql`update "film" set "Publication" = 0, "Statut" = "Statut" | 1 where "Id" = ${e.ete.IdFilm}`,
  );
  await db.execute(sql`insert into "film_photo" ("IdFilm", "Type", "Fichier", "Mime", "Poids", "IsPrincipal")
    values (${e.ete.IdFilm}, 'poster', ${PHOTO}, 'image/jpeg', 4, true)`);
  await f.t.app.ctx.storage.put(
    `films/${e.ete.IdFilm}/upload-by/${f.accountIds.ada}/size/thumbnail/${'ab'.repeat(16)}.jpg`,
    Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  );
  const { rows } = await db.execute<{
    Id: number;
  }>(sql`insert into "personne_document" ("IdFilm", "Type", "Fichier", "FichierOriginal", "Mime", "Poids")
    values (${e.ete.IdFilm}, 'dialogues', 'cafe.txt', 'Dialogues "été".txt', 'text/plain', 11) returning "Id"`);
  IdDocument = Number(rows[0]!.Id);
  await f.t.app.ctx.storage.put(`films/${e.ete.IdFilm}/documents/cafe.txt`, Buffer.from('Bonjour été'));
  // The validated entry then selected, and its section's decisions published in between.
  await db.execute(
    sql`insert into "publication_decision" ("IdCampagneSection", "IdCompte", "NbInscriptions", "DateCreation")
      values (${f.sectionIds[0]}, ${f.accountIds.manager}, 1, ${new Date(Date.now() + 1000 * 3600 * 24 * 3650)})`,
  );
});
afterAll(() => f.close());

async function view(who: Signed, IdInscription: number, culture?: string) {
  const response = await f.t.app.inject({
    url: `/api/festival-space/entries/${IdInscription}`,
    headers: { ...who.headers, ...(culture ? { culture } : {}) },
  });
  return response;
}

describe('the entry view', () => {
  it("shows a private, archived film's whole record to the festival", async () => {
    const response = await view(f.manager, e.ete.IdInscription);
    expect(response.statusCode, response.body).toBe(200);
    const entry = ZEntryView.parse(response.json());
    expect(entry).toMatchObject({
      IdInscription: e.ete.IdInscription,
      IdFestival: f.festivalId,
      IdCampagneSection: f.sectionIds[0],
      Statut: S.validated,
      statusLabel: 'Validated',
      StatutPublie: S.sent,
      isPublished: false,
      nextStatuses: [S.selected, S.notSelected, S.selectedElsewhere],
      MessageDecision: null,
      MotifsDecision: [],
    });
    expect(entry.film).toMatchObject({ Id: e.ete.IdFilm, TitreOriginal: "L'Été à Paris", Publication: 0 });
    expect(entry.film).not.toHaveProperty('hasPassword');
    expect(entry.credits).toEqual([
      expect.objectContaining({
        IdFonction: 1,
        displayName: 'Éric Rohmer',
        Email: 'eric@example.com',
        SiteWeb: 'https://example.com',
      }),
    ]);
    expect(entry.photos).toEqual([expect.objectContaining({ Fichier: PHOTO, IsPrincipal: true })]);
    expect(entry.documents).toEqual([
      expect.objectContaining({
        Id: IdDocument,
        FichierOriginal: 'Dialogues "été".txt',
        downloadUrl: `/api/festival-space/entries/${e.ete.IdInscription}/documents/${IdDocument}`,
      }),
    ]);
    expect(entry.videos).toEqual([{ TypeVideo: 'film', subtitles: [ENGLISH], vimeo: null }]);
    expect(entry.sectionLabel).toMatch(/\(\d{4}\)$/);
  });

  it('words the answers in the reader’s language', async () => {
    const en = ZEntryView.parse((await view(f.manager, e.ete.IdInscription)).json());
    expect(en.answers).toEqual(
      expect.arrayContaining([
        { IdCritereAdditionnel: e.questions.premiere, question: 'Is it a premiere?', value: true },
        { IdCritereAdditionnel: e.questions.city, question: 'Where was it shot?', value: 'Lyon' },
      ]),
    );
    const fr = ZEntryView.parse((await view(f.manager, e.ete.IdInscription, 'fr')).json());
    expect(fr.answers.find((a) => a.IdCritereAdditionnel === e.questions.premiere)?.question).toBe(
      'Est-ce une première ?',
    );
    expect(fr.statusLabel).toBe('Validée');
  });

  it('tells the history with its authors and what the filmmaker was told', async () => {
    const entry = ZEntryView.parse((await view(f.manager, e.ete.IdInscription)).json());
    expect(
      entry.history.map(({ De, Vers, Auteur, by, published }) => ({ De, Vers, Auteur, by, published })),
    ).toEqual([
      { De: S.notFinished, Vers: S.sent, Auteur: 'platform', by: null, published: true },
      { De: S.sent, Vers: S.validated, Auteur: 'festival', by: 'manager@example.com', published: true },
    ]);
    expect(entry.history[1]?.versLabel).toBe('Validated');
    // A move after the section's last publication is not told yet.
    await f.database.db.execute(sql`delete from "publication_decision"`);
    const later = ZEntryView.parse((await view(f.manager, e.ete.IdInscription)).json());
    expect(later.history.map((h) => h.published)).toEqual([true, false]);
  });

  it('shows the viewing: the festival aggregate, mine, and every member to a manager only', async () => {
    const manager = ZEntryView.parse((await view(f.manager, e.ete.IdInscription)).json()).viewing;
    expect(manager.festival).toMatchObject({ furthestPercent: 99, watchedToEnd: true });
    expect(manager.festival.firstOpenedAt).not.toBeNull();
    expect(manager.mine).toEqual([
      expect.objectContaining({ TypeVideo: 'film', watchedToEnd: true, furthestPercent: 99 }),
    ]);
    expect(manager.members.map((m) => [m.name, m.furthestPercent])).toEqual(
      expect.arrayContaining([
        ['manager@example.com', 99],
        ['programmer@example.com', 50],
      ]),
    );
    const programmer = ZEntryView.parse((await view(f.programmer, e.ete.IdInscription)).json()).viewing;
    expect(programmer.members).toEqual([]);
    expect(programmer.mine).toEqual([expect.objectContaining({ furthestPercent: 50, watchedToEnd: false })]);
    // The trailer watched to the end is not the film.
    const harbour = ZEntryView.parse((await view(f.manager, e.harbour.IdInscription)).json()).viewing;
    expect(harbour.festival).toMatchObject({ furthestPercent: 10, watchedToEnd: false });
  });

  it('downloads a document as an attachment, and serves the private photo to members only', async () => {
    const download = await f.t.app.inject({
      url: `/api/festival-space/entries/${e.ete.IdInscription}/documents/${IdDocument}`,
      headers: f.programmer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Bonjour été');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Dialogues __t__.txt"; filename*=UTF-8''Dialogues%20%22%C3%A9t%C3%A9%22.txt`,
    );
    const entry = ZEntryView.parse((await view(f.manager, e.ete.IdInscription)).json());
    const photo = entry.photos[0]!.urls.thumbnail;
    expect((await f.t.app.inject({ url: photo, headers: f.programmer.headers })).statusCode).toBe(200);
    expect((await f.t.app.inject({ url: photo, headers: f.outsider.headers })).statusCode).toBe(404);
    expect((await f.t.app.inject({ url: photo })).statusCode).toBe(404);
    // Another film's document through this entry: not found.
    const { rows } = await f.database.db.execute<{
      Id: number;
    }>(sql`insert into "personne_document" ("IdFilm", "Type", "Fichier", "FichierOriginal", "Mime", "Poids")
      values (${e.harbour.IdFilm}, 'script', 'other.txt', 'other.txt', 'text/plain', 1) returning "Id"`);
    const other = await f.t.app.inject({
      url: `/api/festival-space/entries/${e.ete.IdInscription}/documents/${rows[0]!.Id}`,
      headers: f.manager.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('hands a member signed playback URLs with the subtitle tracks', async () => {
    const response = await f.call(f.programmer, 'GET', `entries/${e.ete.IdInscription}/videos/film/url`);
    expect(response.statusCode, response.body).toBe(200);
    const playback = ZVideoPlaybackUrl.parse(response.json());
    expect(playback.url).toMatch(/^\/api\/media\/videos\/\d+\?exp=\d+&sig=/);
    expect(playback.tracks).toEqual([
      { IdLangue: ENGLISH, url: expect.stringMatching(/^\/api\/media\/subtitles\//) },
    ]);
    expect(
      (await f.call(f.programmer, 'GET', `entries/${e.ete.IdInscription}/videos/trailer/url`)).statusCode,
    ).toBe(404);
  });

  it('is 404 to anyone but its festival, and for an entry not sent', async () => {
    for (const who of [f.outsider, f.ada, f.bob]) {
      expect((await view(who, e.ete.IdInscription)).statusCode).toBe(404);
      expect((await f.call(who, 'GET', `entries/${e.ete.IdInscription}/videos/film/url`)).statusCode).toBe(
        404,
      );
      expect(
        (await f.call(who, 'GET', `entries/${e.ete.IdInscription}/documents/${IdDocument}`)).statusCode,
      ).toBe(404);
    }
    expect((await view(f.manager, e.basket)).statusCode).toBe(404);
    expect((await view(f.manager, e.elsewhere.IdInscription)).statusCode).toBe(404);
    expect((await view(f.manager, 99_999_999)).statusCode).toBe(404);
    // The outsider's own festival's entry is theirs to see.
    expect((await view(f.outsider, e.elsewhere.IdInscription)).statusCode).toBe(200);
  });

  it('offers the arrows of the state machine from the current status', async () => {
    await festivalMove(f, e.harbour.IdInscription, S.validated);
    await festivalMove(f, e.harbour.IdInscription, S.selected);
    const entry = ZEntryView.parse((await view(f.manager, e.harbour.IdInscription)).json());
    expect(entry.nextStatuses).toEqual([S.awarded]);
  });
});
