import { outboxEmail } from '@shortlist/db/schema/platform';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MailboxMessage, renderMailboxPage } from './mailbox-page.ts';

const ZMailboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  date: z.string(),
  status: z.string(),
});

const MAILBOX_SIZE = 200;

/** `/dev/mailbox` and `/dev/mailbox.json`: the outbox for developers and e2e tests. Never in production. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  async function latest(): Promise<MailboxMessage[]> {
    const rows = await db.select().from(outboxEmail).orderBy(desc(outboxEmail.Id)).limit(MAILBOX_SIZE);
    return rows.map((row) => ({
      id: row.Id,
      to: row.To,
      subject: row.Subject,
      text: row.Text,
      links: row.Links,
      date: row.DateCreation.toISOString(),
      status: row.Status,
    }));
  }

  app.get(
    '/mailbox.json',
    { schema: { hide: true, response: { 200: z.array(ZMailboxMessage) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return latest();
    },
  );

  app.get('/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return renderMailboxPage(await latest());
  });
};
