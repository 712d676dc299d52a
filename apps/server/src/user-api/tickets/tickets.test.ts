import { outboxEmail } from '@shortlist/db/schema/platform';
import { ticket } from '@shortlist/db/schema/tickets';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage, UPLOAD_HEADERS } from '../../test/media-test-app.ts';
import { insertAccount, PASSWORD, signInAs } from '../../test/test-accounts.ts';
import { createTicketTestApp, type TicketTestApp } from '../../test/ticket-test-app.ts';

// The tickets of issue 36 through the API: opened, answered by the operator, counted in the
// session's badge, read, answered, closed into the archive and reopened; attachments checked from
// their bytes; never another account's ticket or file; the operator's calls only with the token.

let k: TicketTestApp;
beforeAll(async () => {
  k = await createTicketTestApp();
});
afterAll(() => k.close());

const ping = async (who: TicketTestApp['ada']) =>
  (await k.call(who.signed, 'GET', 'ping')).json().NbTicketEnAttente;

describe('a ticket from start to archive', () => {
  it('is opened, answered, counted, read, answered again, closed and reopened', async () => {
    const { Id, messageId } = await k.openTicket(k.ada.signed);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const attached = await k.t.app.inject({
      method: 'POST',
      url: `/api/tickets/${Id}/messages/${messageId}/piece-jointe?FichierOriginal=error.pdf`,
      headers: { ...k.ada.signed.headers, ...UPLOAD_HEADERS },
      payload: pdf,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().attachment).toEqual({
      FichierOriginal: 'error.pdf',
      Mime: 'application/pdf',
      Poids: pdf.length,
    });

    const open = await k.call(k.ada.signed, 'GET', 'tickets');
    expect(open.json().tickets.map((t: { Id: number }) => t.Id)).toEqual([Id]);
    expect(await ping(k.ada)).toBe(0);

    const waiting = await k.operator('list-tickets', {});
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().result.map((t: { Id: number }) => t.Id)).toContain(Id);
    const shown = await k.operator('show-ticket', { ticket: Id });
    expect(shown.json().result.messages[0].attachment.download).toBe(
      `/operator-api/tickets/${Id}/messages/${messageId}/piece-jointe`,
    );
    const download = await k.t.app.inject({
      method: 'GET',
      url: shown.json().result.messages[0].attachment.download,
      headers: { authorization: 'Bearer operator-token-for-ticket-tests-0123456789' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const answered = await k.operator('answer-ticket', { ticket: Id, message: 'Try saving again now.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await ping(k.ada)).toBe(1);
    const [email] = await k.t.database.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.To, 'reply@example.com'));
    expect(email?.Subject).toContain('My film will not save');
    expect(email?.Text).toContain('Try saving again now.');
    expect(email?.Text).toContain(`http://films.test:8080/en/tickets/${Id}`);
    const waitingAfter = await k.operator('list-tickets', {});
    expect(waitingAfter.json().result.map((t: { Id: number }) => t.Id)).not.toContain(Id);

    const listed = await k.call(k.ada.signed, 'GET', 'tickets');
    expect(listed.json().tickets[0].hasUnreadAnswer).toBe(true);
    const read = await k.call(k.ada.signed, 'GET', `tickets/${Id}`);
    expect(read.json().messages.map((m: { Auteur: string }) => m.Auteur)).toEqual(['user', 'operator']);
    expect(await ping(k.ada)).toBe(0);

    const reply = await k.call(k.ada.signed, 'POST', `tickets/${Id}/messages`, {
      Message: 'It works, thanks!',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().messages).toHaveLength(3);

    const closed = await k.call(k.ada.signed, 'POST', `tickets/${Id}/cloture`);
    expect(closed.json().Statut).toBe('closed');
    expect((await k.call(k.ada.signed, 'GET', 'tickets')).json().tickets).toEqual([]);
    const archive = await k.call(k.ada.signed, 'GET', 'tickets?Statut=closed');
    expect(archive.json().tickets.map((t: { Id: number }) => t.Id)).toEqual([Id]);

    const reopened = await k.call(k.ada.signed, 'POST', `tickets/${Id}/messages`, {
      Message: 'One more thing.',
    });
    expect(reopened.json().Statut).toBe('open');
  });

  it('closes with the answer when the operator says so, and the email says it', async () => {
    const { Id } = await k.openTicket(k.ada.signed, { Email: 'closing@example.com' });
    const answered = await k.operator('answer-ticket', { ticket: Id, message: 'Done.', close: true });
    expect(answered.json().result.ticket.Statut).toBe('closed');
    const [email] = await k.t.database.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.To, 'closing@example.com'));
    expect(email?.Text).toContain('closed this request');
  });

  it('writes the email in the account language', async () => {
    const fr = await k.t.app.inject({
      method: 'PUT',
      url: '/api/compte/update-local',
      headers: { ...k.bob.signed.headers, culture: 'fr' },
      payload: { IdLangue: 13 },
    });
    expect(fr.statusCode, fr.body).toBeLessThan(300);
    const { Id } = await k.openTicket(k.bob.signed, { Email: 'bob.fr@example.com', Sujet: 'Paiement' });
    await k.operator('answer-ticket', { ticket: Id, message: 'Voilà.' });
    const [email] = await k.t.database.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.To, 'bob.fr@example.com'));
    expect(email?.Subject).toBe('Notre équipe a répondu à votre demande «\u00a0Paiement\u00a0»');
    expect(email?.Text).toContain(`/fr/demandes/${Id}`);
  });
});

describe('attachments', () => {
  it('takes an image, refuses what its bytes do not make a document or image, and one file per message', async () => {
    const { Id, messageId } = await k.openTicket(k.ada.signed);
    const upload = (payload: Buffer | string, message = messageId) =>
      k.t.app.inject({
        method: 'POST',
        url: `/api/tickets/${Id}/messages/${message}/piece-jointe`,
        headers: { ...k.ada.signed.headers, ...UPLOAD_HEADERS },
        payload,
      });
    const random = await upload(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    expect(random.statusCode).toBe(415);
    expect(random.json().code).toBe('FILE_TYPE_REFUSED');
    const exe = await upload(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]));
    expect(exe.statusCode).toBe(415);
    const big = await upload(Buffer.alloc(k.t.config.mediaLimits.documentMaxBytes + 1, 0x25));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('FILE_TOO_LARGE');
    const image = await upload(await testImage('png'));
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().attachment.FichierOriginal).toBe('attachment.png');
    const second = await upload(await testImage('png'));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('FILE_LIMIT_REACHED');
    expect((await k.files()).filter((f) => f.startsWith(`tickets/${Id}/`))).toHaveLength(1);
  });

  it("never attaches to the support's message", async () => {
    const { Id } = await k.openTicket(k.ada.signed);
    const answered = await k.operator('answer-ticket', { ticket: Id, message: 'Hello' });
    const operatorMessage = answered.json().result.message.Id;
    const response = await k.t.app.inject({
      method: 'POST',
      url: `/api/tickets/${Id}/messages/${operatorMessage}/piece-jointe`,
      headers: { ...k.ada.signed.headers, ...UPLOAD_HEADERS },
      payload: await testImage('png'),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('one account never reaches another one’s tickets', () => {
  it('answers 404 to every call on ada’s ticket and file for bob, and changes nothing', async () => {
    const { Id, messageId } = await k.openTicket(k.ada.signed, { Sujet: 'Private' });
    const attached = await k.t.app.inject({
      method: 'POST',
      url: `/api/tickets/${Id}/messages/${messageId}/piece-jointe`,
      headers: { ...k.ada.signed.headers, ...UPLOAD_HEADERS },
      payload: await testImage('png'),
    });
    expect(attached.statusCode).toBe(201);
    await k.operator('answer-ticket', { ticket: Id, message: 'Answer for ada' });
    const probes = [
      k.call(k.bob.signed, 'GET', `tickets/${Id}`),
      k.call(k.bob.signed, 'POST', `tickets/${Id}/messages`, { Message: 'hi' }),
      k.call(k.bob.signed, 'POST', `tickets/${Id}/cloture`),
      k.call(k.bob.signed, 'GET', `tickets/${Id}/messages/${messageId}/piece-jointe`),
      k.t.app.inject({
        method: 'POST',
        url: `/api/tickets/${Id}/messages/${messageId}/piece-jointe`,
        headers: { ...k.bob.signed.headers, ...UPLOAD_HEADERS },
        payload: await testImage('png'),
      }),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('TICKET_NOT_FOUND');
    }
    const bobs = await k.call(k.bob.signed, 'GET', 'tickets');
    expect(bobs.json().tickets.map((t: { Sujet: string }) => t.Sujet)).not.toContain('Private');
    const [row] = await k.t.database.db.select().from(ticket).where(eq(ticket.Id, Id));
    expect(row?.IsReponseNonLue).toBe(true);
    expect(row?.Statut).toBe('open');
    // Ada still downloads her own file.
    const own = await k.call(k.ada.signed, 'GET', `tickets/${Id}/messages/${messageId}/piece-jointe`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
  });

  it('answers 401 without a session', async () => {
    const response = await k.t.app.inject({ method: 'GET', url: '/api/tickets' });
    expect(response.statusCode).toBe(401);
  });
});

describe('festival tickets', () => {
  it('opens one for a festival the account is a member of, with a festival category', async () => {
    const { Id } = await k.openTicket(k.ada.signed, { IdFestival: k.IdFestival, Categorie: 'festivalCalls' });
    const [row] = await k.t.database.db.select().from(ticket).where(eq(ticket.Id, Id));
    expect(row?.IdFestival).toBe(k.IdFestival);
  });

  it('refuses a festival the account is not a member of, and a category of the other audience', async () => {
    const [before] = await k.t.database.db.select({ n: count() }).from(ticket);
    const notMember = await k.call(k.bob.signed, 'POST', 'tickets', {
      Email: 'bob@example.com',
      Categorie: 'festivalCalls',
      Sujet: 'x',
      Message: 'y',
      IdFestival: k.IdFestival,
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().code).toBe('FESTIVAL_NOT_FOUND');
    const wrongCategory = await k.call(k.bob.signed, 'POST', 'tickets', {
      Email: 'bob@example.com',
      Categorie: 'festivalPayouts',
      Sujet: 'x',
      Message: 'y',
    });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().fields[0].path).toBe('Categorie');
    const [after] = await k.t.database.db.select({ n: count() }).from(ticket);
    expect(after?.n).toBe(before?.n);
  });

  it('keeps the subject to 255 characters (spec §5)', async () => {
    const response = await k.call(k.ada.signed, 'POST', 'tickets', {
      Email: 'ada@example.com',
      Categorie: 'other',
      Sujet: 'x'.repeat(256),
      Message: 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toMatchObject({ path: 'Sujet', code: 'TOO_LONG' });
  });
});

describe('account deletion', () => {
  it("removes the account's tickets, messages and attachments", async () => {
    const IdCompte = await insertAccount(k.t, 'leaving@example.com');
    const leaving = await signInAs(k.t.app, 'leaving@example.com');
    const { Id, messageId } = await k.openTicket(leaving);
    const attached = await k.t.app.inject({
      method: 'POST',
      url: `/api/tickets/${Id}/messages/${messageId}/piece-jointe`,
      headers: { ...leaving.headers, ...UPLOAD_HEADERS },
      payload: await testImage('png'),
    });
    expect(attached.statusCode).toBe(201);
    const deleted = await k.t.app.inject({
      method: 'DELETE',
      url: '/api/compte',
      headers: leaving.headers,
      payload: { Password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await k.t.database.db.select().from(ticket).where(eq(ticket.IdCompte, IdCompte))).toEqual([]);
    expect((await k.files()).filter((f) => f.startsWith(`tickets/${Id}/`))).toEqual([]);
  });
});

describe('the operator API', () => {
  it('refuses every ticket command and download without the operator token', async () => {
    const { Id } = await k.openTicket(k.ada.signed);
    for (const command of ['list-tickets', 'show-ticket', 'answer-ticket', 'close-ticket']) {
      const response = await k.t.app.inject({
        method: 'POST',
        url: `/operator-api/commands/${command}`,
        headers: k.ada.signed.headers,
        payload: { ticket: Id, message: 'x' },
      });
      expect(response.statusCode, command).toBe(401);
    }
    const download = await k.t.app.inject({
      method: 'GET',
      url: `/operator-api/tickets/${Id}/messages/1/piece-jointe`,
      headers: { authorization: 'Bearer wrong' },
    });
    expect(download.statusCode).toBe(401);
    const [row] = await k.t.database.db.select().from(ticket).where(eq(ticket.Id, Id));
    expect(row?.IsReponseNonLue).toBe(false);
  });

  it('answers 404 for an unknown ticket', async () => {
    const response = await k.operator('answer-ticket', { ticket: 999999, message: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('TICKET_NOT_FOUND');
  });
});
