import { describe, expect, it } from 'vitest';
import { ZTicketMessageRequest, ZTicketRequest } from './ticket-rules.ts';
import {
  FESTIVAL_TICKET_CATEGORIES,
  FILMMAKER_TICKET_CATEGORIES,
  ticketCategoriesFor,
} from './ticket-values.ts';

const plain = {
  Email: ' ada@example.com ',
  Categorie: 'films',
  Sujet: ' Help ',
  Message: 'Line one\nLine two',
};

describe('ticket rules', () => {
  it('takes a plain request, trimmed, the message on several lines', () => {
    expect(ZTicketRequest.parse(plain)).toEqual({
      Email: 'ada@example.com',
      Categorie: 'films',
      Sujet: 'Help',
      Message: 'Line one\nLine two',
    });
  });

  it('keeps the subject to 255 characters (spec §5) and the message to 5,000', () => {
    const subject = ZTicketRequest.safeParse({ ...plain, Sujet: 'x'.repeat(256) });
    expect(subject.error?.issues[0]).toMatchObject({ path: ['Sujet'], message: 'TOO_LONG' });
    expect(ZTicketRequest.safeParse({ ...plain, Sujet: 'x'.repeat(255) }).success).toBe(true);
    const message = ZTicketMessageRequest.safeParse({ Message: 'x'.repeat(5001) });
    expect(message.error?.issues[0]?.message).toBe('TOO_LONG');
  });

  it('refuses an empty message, a bad address, an unknown category and control characters', () => {
    expect(ZTicketMessageRequest.safeParse({ Message: '   ' }).error?.issues[0]?.message).toBe('REQUIRED');
    expect(ZTicketRequest.safeParse({ ...plain, Email: 'not-an-email' }).error?.issues[0]?.message).toBe(
      'EMAIL_INVALID',
    );
    expect(ZTicketRequest.safeParse({ ...plain, Categorie: 'nope' }).success).toBe(false);
    expect(ZTicketRequest.safeParse({ ...plain, Sujet: 'a\u0000b' }).success).toBe(false);
  });

  it('offers the festival categories for a festival ticket, the filmmaker ones otherwise', () => {
    expect(ticketCategoriesFor({ festival: false })).toEqual(FILMMAKER_TICKET_CATEGORIES);
    expect(ticketCategoriesFor({ festival: true })).toEqual(FESTIVAL_TICKET_CATEGORIES);
    expect(ticketCategoriesFor({ festival: true })).not.toContain('payments');
  });
});
