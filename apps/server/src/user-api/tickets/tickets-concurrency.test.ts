import { ticket, ticketMessage } from '@shortlist/db/schema/tickets';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTicketTestApp,
  TICKET_OPERATOR_TOKEN,
  type TicketTestApp,
} from '../../test/ticket-test-app.ts';

// Messages and answers at once on a real HTTP server (requests race for real, which `inject` does
// not do) and a real database: none lost, in one order, and the badge's count right.

let k: TicketTestApp;
let base: string;
beforeAll(async () => {
  k = await createTicketTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
  base = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => k.close());

const json = { 'content-type': 'application/json' };
const userPost = (path: string, body: object) =>
  fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { ...k.ada.signed.headers, ...json },
    body: JSON.stringify(body),
  });
const answer = (IdTicket: number, message: string) =>
  fetch(`${base}/operator-api/commands/answer-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TICKET_OPERATOR_TOKEN}`, ...json },
    body: JSON.stringify({ ticket: IdTicket, message }),
  });
const pending = async () =>
  (
    (await (await fetch(`${base}/api/ping`, { headers: k.ada.signed.headers })).json()) as {
      NbTicketEnAttente: number;
    }
  ).NbTicketEnAttente;

describe('tickets at once', () => {
  it('keeps every message of ten sent at once, each once, in the order of their ids', async () => {
    const { Id } = await k.openTicket(k.ada.signed);
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => userPost(`tickets/${Id}/messages`, { Message: `m${i}` })),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(10).fill(201));
    const rows = await k.t.database.db
      .select()
      .from(ticketMessage)
      .where(eq(ticketMessage.IdTicket, Id))
      .orderBy(asc(ticketMessage.Id));
    expect(rows).toHaveLength(11);
    expect(new Set(rows.slice(1).map((r) => r.Message))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `m${i}`)),
    );
    // Written one after the other with the row held: dates follow ids.
    const dates = rows.map((r) => r.DateCreation.getTime());
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('counts five answers to five tickets given at once', async () => {
    const tickets = await Promise.all(
      Array.from({ length: 5 }, (_, i) => k.openTicket(k.ada.signed, { Sujet: `t${i}` })),
    );
    const answered = await Promise.all(tickets.map(({ Id }) => answer(Id, 'Here you are')));
    expect(answered.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await pending()).toBe(5);
    await Promise.all(
      tickets.map(({ Id }) => fetch(`${base}/api/tickets/${Id}`, { headers: k.ada.signed.headers })),
    );
    expect(await pending()).toBe(0);
  });

  it('never loses an answer written while the user reads: unread exactly when the read missed it', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { Id } = await k.openTicket(k.ada.signed, { Sujet: `race ${round}` });
      const [read, answered] = await Promise.all([
        fetch(`${base}/api/tickets/${Id}`, { headers: k.ada.signed.headers }),
        answer(Id, `answer ${round}`),
      ]);
      expect(answered.status).toBe(200);
      const seen = ((await read.json()) as { messages: { Message: string }[] }).messages.some(
        (m) => m.Message === `answer ${round}`,
      );
      const [row] = await k.t.database.db.select().from(ticket).where(eq(ticket.Id, Id));
      expect(row?.IsReponseNonLue).toBe(!seen);
      await fetch(`${base}/api/tickets/${Id}`, { headers: k.ada.signed.headers });
    }
    expect(await pending()).toBe(0);
  });
});
