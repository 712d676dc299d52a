import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTicketTestApp, type TicketTestApp } from '../../test/ticket-test-app.ts';

// The support's answer all the way out of the outbox through a real SMTP server: to the ticket's
// address, in the account's language, with the answer as written (escaped in the HTML part) and
// the link to the conversation.

let k: TicketTestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  k = await createTicketTestApp();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await k.close();
});

describe('ticket answer email over SMTP', () => {
  it('reaches the ticket address in Spanish with the answer and the link', async () => {
    const language = await k.t.app.inject({
      method: 'PUT',
      url: '/api/compte/update-local',
      headers: k.ada.signed.headers,
      payload: { IdLangue: 19 },
    });
    expect(language.statusCode, language.body).toBeLessThan(300);
    const { Id } = await k.openTicket(k.ada.signed, { Email: 'ada.reply@example.com', Sujet: 'Factura' });
    const answered = await k.operator('answer-ticket', { ticket: Id, message: 'Ya está <b>listo</b>.' });
    expect(answered.statusCode, answered.body).toBe(200);

    const report = await smtp.deliver(k.t.database.db);
    expect(report.sent).toBe(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['ada.reply@example.com']);
    const body = decodeQuotedPrintable(message?.raw ?? '');
    expect(body).toContain('nuestro equipo ha respondido a tu solicitud de ayuda');
    expect(body).toContain('Ya está <b>listo</b>.');
    expect(body).toContain('Ya está &lt;b&gt;listo&lt;/b&gt;.');
    expect(body).toContain(`http://films.test:8080/es/solicitudes/${Id}`);
    expect(body).not.toMatch(/\{\{|\}\}/);
  });
});
