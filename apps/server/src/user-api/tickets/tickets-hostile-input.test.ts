import { ticket, ticketMessage } from '@shortlist/db/schema/tickets';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import {
  createTicketTestApp,
  TICKET_OPERATOR_TOKEN,
  type TicketTestApp,
} from '../../test/ticket-test-app.ts';

/**
 * Every ticket call swept with the owner's own ticket and message in the path (so hostile values
 * reach the use cases), hostile upload bodies for the attachment, and the support's commands
 * with the operator token: a 4xx with a code each, and no ticket, message or file written.
 */
let k: TicketTestApp;
let owned: Record<string, string>;
beforeAll(async () => {
  k = await createTicketTestApp();
  const { Id, messageId } = await k.openTicket(k.ada.signed);
  owned = { id: String(Id), idMessage: String(messageId), ticket: String(Id) };
});
afterAll(() => k.close());

const octet = 'application/octet-stream';

async function counts() {
  const db = k.t.database.db;
  return {
    tickets: (await db.select({ n: count() }).from(ticket))[0]?.n,
    messages: (await db.select({ n: count() }).from(ticketMessage))[0]?.n,
    rows: await db.select().from(ticket),
    files: await k.files(),
  };
}

it('answers hostile values and uploads to the owner with a 4xx and a code, writing nothing', async () => {
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: k.t.app,
    headers: k.ada.signed.headers,
    select: (id) => /^\w+ \/api\/tickets/.test(id),
    owned,
    uploadOperations: ['POST /api/tickets/{id}/messages/{idMessage}/piece-jointe'],
    uploads: [
      {
        label: 'random bytes',
        payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        type: octet,
      },
      { label: 'executable', payload: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), type: octet },
      {
        label: 'PDF head then zeros',
        payload: Buffer.concat([Buffer.from('%PD'), Buffer.alloc(10)]),
        type: octet,
      },
      { label: 'PDF as multipart', payload: '%PDF-1.4\n%%EOF', type: 'multipart/form-data; boundary=x' },
      { label: 'empty', payload: Buffer.alloc(0), type: octet },
      {
        label: 'over the size limit',
        payload: Buffer.alloc(k.t.config.mediaLimits.documentMaxBytes + 10, 0x25),
        type: octet,
      },
    ],
  });
  expect(operations.sort()).toEqual([
    'GET /api/tickets',
    'GET /api/tickets/{id}',
    'GET /api/tickets/{id}/messages/{idMessage}/piece-jointe',
    'POST /api/tickets',
    'POST /api/tickets/{id}/cloture',
    'POST /api/tickets/{id}/messages',
    'POST /api/tickets/{id}/messages/{idMessage}/piece-jointe',
  ]);
  expect(failures).toEqual([]);
  const after = await counts();
  expect(after.tickets).toBe(before.tickets);
  expect(after.messages).toBe(before.messages);
  expect(after.files).toEqual(before.files);
});

it("answers hostile values to the support's commands with a 4xx and a code, writing nothing", async () => {
  const before = await counts();
  const { operations, failures } = await sweepOwnedOperations({
    app: k.t.app,
    headers: { authorization: `Bearer ${TICKET_OPERATOR_TOKEN}` },
    prefixes: ['/operator-api/'],
    select: (id) => /-ticket|tickets/.test(id),
    owned,
  });
  expect(operations.sort()).toEqual([
    'GET /operator-api/tickets/{id}/messages/{idMessage}/piece-jointe',
    'POST /operator-api/commands/answer-ticket',
    'POST /operator-api/commands/close-ticket',
    'POST /operator-api/commands/list-tickets',
    'POST /operator-api/commands/show-ticket',
  ]);
  expect(failures).toEqual([]);
  const after = await counts();
  expect(after.messages).toBe(before.messages);
  expect(after.rows).toEqual(before.rows);
});
