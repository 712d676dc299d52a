import { pays } from '@shortlist/db/schema/dictionaries';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { festival } from '@shortlist/db/schema/festivals';
import type { TicketRequest } from '@shortlist/domain/tickets/ticket-rules';
import type { LightMyRequestResponse } from 'fastify';
import { createMediaTestApp, type MediaTestApp } from './media-test-app.ts';
import type { Signed } from './test-accounts.ts';

// The tickets' tests (issue 36): the media test app (ada owns what is tested, bob must see none
// of it, uploads in a folder of their own), the operator token, and a festival ada is a member of.

export const TICKET_OPERATOR_TOKEN = 'operator-token-for-ticket-tests-0123456789';

export type TicketTestApp = MediaTestApp & {
  IdFestival: number;
  call(who: Signed, method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
  operator(command: string, input: Record<string, unknown>): Promise<LightMyRequestResponse>;
  openTicket(who: Signed, values?: Partial<TicketRequest>): Promise<{ Id: number; messageId: number }>;
};

export async function createTicketTestApp(
  options: { env?: Record<string, string> } = {},
): Promise<TicketTestApp> {
  const m = await createMediaTestApp({
    env: { OPERATOR_TOKEN: TICKET_OPERATOR_TOKEN, PUBLIC_URL: 'http://films.test:8080', ...options.env },
  });
  const db = m.t.database.db;
  const [country] = await db.select({ Id: pays.Id }).from(pays).limit(1);
  const [row] = await db
    .insert(festival)
    .values({
      Nom: 'Festival des tickets',
      NomRecherche: 'festival des tickets',
      IdPays: country!.Id,
      ShortName: 'tickets-test',
    })
    .returning({ Id: festival.Id });
  const IdFestival = row!.Id;
  await db.insert(membreFestival).values({ IdCompte: m.ada.Id, IdFestival, Role: 'manager' });
  const call: TicketTestApp['call'] = (who, method, url, payload) =>
    m.t.app.inject({ method, url: `/api/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    ...m,
    IdFestival,
    call,
    operator: (command, input) =>
      m.t.app.inject({
        method: 'POST',
        url: `/operator-api/commands/${command}`,
        headers: { authorization: `Bearer ${TICKET_OPERATOR_TOKEN}`, 'x-operator': 'Support Sam' },
        payload: input,
      }),
    async openTicket(who, values = {}) {
      const response = await call(who, 'POST', 'tickets', {
        Email: 'reply@example.com',
        Categorie: 'films',
        Sujet: 'My film will not save',
        Message: 'The data tab says saved but nothing changes.',
        ...values,
      });
      if (response.statusCode !== 201) throw new Error(`open ticket ${response.statusCode} ${response.body}`);
      const body = response.json() as { Id: number; messages: { Id: number }[] };
      return { Id: body.Id, messageId: body.messages[0]!.Id };
    },
  };
}
