import { personneDocument } from '@shortlist/db/schema/film-people';
import { film } from '@shortlist/db/schema/films';
import type { FilmDocument } from '@shortlist/domain/films/api-contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactPerson } from '../../test/contact-person.ts';
import {
  createMediaTestApp,
  insertFilm,
  type MediaTestApp,
  UPLOAD_HEADERS,
} from '../../test/media-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';

let m: MediaTestApp;
let IdPersonne: number;

beforeAll(async () => {
  m = await createMediaTestApp();
  ({ IdPersonne } = await createContactPerson(
    m,
    { Nom: 'Prevert', Prenom: 'Jacques' },
    { idsFonction: [2] },
  ));
  const [row] = await m.t.database.db.select().from(personneDocument).limit(1);
  expect(row).toBeUndefined();
});
afterAll(() => m.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const SCRIPT = Buffer.from('INT. CAFÉ - NIGHT\n\nA man sits alone.\n', 'utf8');

function upload(
  IdFilm: number,
  bytes: Buffer,
  query: Record<string, string>,
  headers = m.ada.signed.headers,
) {
  return m.t.app.inject({
    method: 'POST',
    url: `/api/films/${IdFilm}/documents?${new URLSearchParams(query)}`,
    headers: { ...headers, ...UPLOAD_HEADERS },
    payload: bytes,
  });
}

async function uploaded(IdFilm: number, query: Record<string, string>, bytes = PDF): Promise<FilmDocument> {
  const response = await upload(IdFilm, bytes, query);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('film documents', () => {
  it("uploads the film's and a person's documents, lists them and downloads them under their names", async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const dialogues = await uploaded(IdFilm, {
      Type: 'dialogues',
      FichierOriginal: 'Dialogues « final ».pdf',
    });
    expect(dialogues).toMatchObject({
      IdFilm,
      IdPersonne: null,
      Type: 'dialogues',
      Mime: 'application/pdf',
      Poids: PDF.length,
    });
    const script = await uploaded(
      IdFilm,
      { Type: 'script', IdPersonne: String(IdPersonne), FichierOriginal: 'script.txt' },
      SCRIPT,
    );
    expect(script).toMatchObject({ IdPersonne, Mime: 'text/plain; charset=utf-8' });

    const list = await m.t.app.inject({
      url: `/api/films/${IdFilm}/documents`,
      headers: m.ada.signed.headers,
    });
    expect(list.json()).toMatchObject({
      limit: 10,
      maxBytes: 5 * 1024 * 1024,
      documents: [{ Id: dialogues.Id }, { Id: script.Id }],
    });

    const file = await m.t.app.inject({
      url: `/api/films/${IdFilm}/documents/${dialogues.Id}/file`,
      headers: m.ada.signed.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Dialogues _ final _.pdf"; filename*=UTF-8''${encodeURIComponent('Dialogues « final ».pdf')}`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const spec = await m.t.app.inject({
      url: `/api/personnes/${IdPersonne}/documents/${script.Id}/${IdFilm}`,
      headers: m.ada.signed.headers,
    });
    expect(spec.rawPayload.toString('utf8')).toBe(SCRIPT.toString('utf8'));
    // The path's person must be the document's.
    const wrongPerson = await m.t.app.inject({
      url: `/api/personnes/${IdPersonne}/documents/${dialogues.Id}/${IdFilm}`,
      headers: m.ada.signed.headers,
    });
    expect(wrongPerson.statusCode).toBe(404);
    expect(wrongPerson.json().code).toBe('DOCUMENT_NOT_FOUND');
  });

  it('refuses what is not a document, from its bytes, and a file over 5 MB', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const before = await m.files();
    for (const bytes of [
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('evil.exe')]),
      Buffer.from('text with a NUL \u0000 inside'),
    ]) {
      const response = await upload(IdFilm, bytes, { Type: 'other', FichierOriginal: 'notes.pdf' });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('FILE_TYPE_REFUSED');
    }
    const large = await upload(IdFilm, Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), { Type: 'other' });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('FILE_TOO_LARGE');
    expect(await m.files()).toEqual(before);
  });

  it('checks the fields: type, person of the address book, name length', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    for (const [query, path, code] of [
      [{}, 'Type', 'INVALID'],
      [{ Type: 'poem' }, 'Type', 'INVALID'],
      [{ Type: 'other', FichierOriginal: 'x'.repeat(256) }, 'FichierOriginal', 'TOO_LONG'],
    ] as const) {
      const response = await upload(IdFilm, PDF, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual(expect.objectContaining({ path, code }));
    }
    const stranger = await upload(IdFilm, PDF, { Type: 'other', IdPersonne: '999999' });
    expect(stranger.statusCode).toBe(404);
  });

  it('holds 10 documents per person and film, then refuses with the §8 message', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    for (let i = 0; i < 10; i += 1) await uploaded(IdFilm, { Type: 'other' });
    const eleventh = await upload(IdFilm, PDF, { Type: 'other' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'FILE_LIMIT_REACHED',
      message: 'The limit is reached: no more files can be added here.',
    });
    // The limit is per person: the film's person still has room.
    await uploaded(IdFilm, { Type: 'script', IdPersonne: String(IdPersonne) });
  });

  it('deletes a document and its file; an archived film keeps its documents', async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const document = await uploaded(IdFilm, { Type: 'synopsis' });
    const remove = () =>
      m.t.app.inject({
        method: 'DELETE',
        url: `/api/films/${IdFilm}/documents/${document.Id}`,
        headers: m.ada.signed.headers,
      });
    const kept = await uploaded(IdFilm, { Type: 'synopsis' });
    expect((await remove()).statusCode).toBe(204);
    expect((await m.files()).some((file) => file.startsWith(`films/${IdFilm}/documents/`))).toBe(true);
    expect((await remove()).statusCode).toBe(404);
    await m.t.database.db.update(film).set({ Statut: 3 }).where(eq(film.Id, IdFilm));
    const archived = await m.t.app.inject({
      method: 'DELETE',
      url: `/api/films/${IdFilm}/documents/${kept.Id}`,
      headers: m.ada.signed.headers,
    });
    expect(archived.json().code).toBe('FILM_ARCHIVED');
  });
});

describe('another account', () => {
  it("gets 404 on every document call of the first account's film, and changes nothing", async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const document = await uploaded(IdFilm, { Type: 'script', IdPersonne: String(IdPersonne) });
    const bobFilm = await insertFilm(m.t, m.bob.Id);
    const before = await m.t.database.db.select().from(personneDocument);
    const files = await m.files();
    const calls: InjectOptions[] = [
      { method: 'GET', url: `/api/films/${IdFilm}/documents` },
      { method: 'GET', url: `/api/films/${IdFilm}/documents/${document.Id}/file` },
      { method: 'GET', url: `/api/personnes/${IdPersonne}/documents/${document.Id}/${IdFilm}` },
      { method: 'GET', url: `/api/films/${bobFilm}/documents/${document.Id}/file` },
      { method: 'DELETE', url: `/api/films/${IdFilm}/documents/${document.Id}` },
      { method: 'DELETE', url: `/api/films/${bobFilm}/documents/${document.Id}` },
      {
        method: 'POST',
        url: `/api/films/${IdFilm}/documents?Type=other`,
        headers: UPLOAD_HEADERS,
        payload: PDF,
      },
      // Bob's own film, Ada's person: the person must be in Bob's address book.
      {
        method: 'POST',
        url: `/api/films/${bobFilm}/documents?Type=other&IdPersonne=${IdPersonne}`,
        headers: UPLOAD_HEADERS,
        payload: PDF,
      },
    ];
    for (const call of calls) {
      const response = await m.t.app.inject({
        ...call,
        headers: { ...m.bob.signed.headers, ...call.headers },
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await m.t.database.db.select().from(personneDocument)).toEqual(before);
    expect(await m.files()).toEqual(files);
  });

  it("answers hostile values on the owner's own film and document with a 4xx and a code", async () => {
    const IdFilm = await insertFilm(m.t, m.ada.Id);
    const document = await uploaded(IdFilm, { Type: 'other' });
    const before = await m.t.database.db.select().from(personneDocument);
    const { operations, failures } = await sweepOwnedOperations({
      app: m.t.app,
      headers: m.ada.signed.headers,
      // The festival's download of an entry's document is swept with the festival's ids (festival-space).
      select: (id) => /documents/.test(id) && !id.includes('/festival-space/'),
      owned: { idFilm: String(IdFilm), id: String(document.Id), idDoc: String(document.Id) },
      uploadOperations: ['POST /api/films/{idFilm}/documents'],
      uploads: [
        {
          label: 'ELF binary',
          payload: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
          type: 'application/octet-stream',
        },
        { label: 'empty', payload: Buffer.alloc(0), type: 'application/octet-stream' },
        { label: 'PDF as application/pdf', payload: PDF, type: 'application/pdf' },
      ],
    });
    expect(operations).toHaveLength(5);
    expect(failures).toEqual([]);
    expect(await m.t.database.db.select().from(personneDocument)).toEqual(before);
  });
});
