import { ALL_LANGUAGES } from '@shortlist/domain/languages';
import { CATALOGUES, type Catalogue, lookup } from '@shortlist/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import {
  type AccountLinkEmailKind,
  type AccountNoticeKind,
  accountEmail,
  accountNotice,
} from './account-emails.ts';
import { catalogueText, renderEmail } from './render-email.ts';

const LINK_KINDS: AccountLinkEmailKind[] = ['activation', 'passwordReset', 'loginChange'];
const NOTICE_KINDS: AccountNoticeKind[] = ['passwordChanged', 'loginChangeRequested', 'loginChanged'];

describe('account emails from the catalogues', () => {
  for (const language of ALL_LANGUAGES) {
    it(`renders every account email in ${language} from its own catalogue`, () => {
      const emails = CATALOGUES[language].emails;
      for (const kind of [...LINK_KINDS, ...NOTICE_KINDS]) {
        for (const part of ['subject', 'intro', 'outro']) {
          expect(lookup(emails, `${kind}.${part}`), `${language} ${kind}.${part}`).toBeTruthy();
        }
      }
      const rendered = [
        ...LINK_KINDS.map((kind) => {
          expect(lookup(emails, `${kind}.action`), `${language} ${kind}.action`).toBeTruthy();
          return accountEmail({
            kind,
            language,
            to: 'maker@example.com',
            token: 'tok',
            publicUrl: 'https://s.example',
          });
        }),
        ...NOTICE_KINDS.map((kind) =>
          accountNotice({ kind, language, to: 'maker@example.com', newLogin: 'new@example.com' }),
        ),
      ];
      for (const email of rendered) {
        for (const part of [email.subject, email.text, email.html ?? '']) {
          expect(part).not.toMatch(/\{\{|\}\}/);
          expect(part.trim()).not.toBe('');
        }
        expect(email.text).not.toContain('<p>');
        expect(email.text).toContain(lookup(emails, 'signature'));
      }
      const [activation] = rendered;
      expect(activation?.text).toContain('https://s.example/');
      expect(activation?.html).toContain('href="https://s.example/');
      expect(activation?.links).toHaveLength(1);
    });
  }

  it('joins a link to its text with a French colon in French (a no-break space before it)', () => {
    const email = (language: 'fr' | 'en') =>
      accountEmail({
        kind: 'activation',
        language,
        to: 'a@example.com',
        token: 't',
        publicUrl: 'https://s.example',
      });
    expect(email('fr').text).toMatch(/\S\u00a0: https:\/\/s\.example\//);
    expect(email('fr').text).not.toMatch(/[^\u00a0]: https/);
    expect(email('en').text).toMatch(/\S: https:\/\/s\.example\//);
  });

  it('has every text of the emails catalogue (deadline reminders and calendar too) in each language, filled', () => {
    const keys = (node: Catalogue, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
      );
    const values = {
      login: 'a@example.com',
      newLogin: 'b@example.com',
      festival: 'Clermont',
      days: 14,
      date: '3 May',
      sections: 'Fiction',
      section: 'Fiction',
      kind: 'Deadline',
      title: 'La Jetée',
      type: 'film video',
      // Order emails: the confirmation and the bank-transfer instructions.
      reference: 'SL-2026-ABCD2345',
      amount: '€36.00',
      total: '€36.00',
      money: '€36.00',
      vat: '€6.00',
      method: 'card',
      product: 'Booklet of 10 stamps',
      quantity: 1,
      stamps: 2,
      credited: 10,
      film: 'La Jetée',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
      holder: 'Shortlist SAS',
      // The invitation email.
      price: '€12.00',
      until: '3 May 2027',
      message: 'We loved it.',
      // The cancellation and refund summary.
      numbers: 'CN-2026-000001, CN-2026-000002',
      count: 2,
      returned: 1,
      debited: 10,
      // The festival side: a decision published, a member added.
      status: 'Selected',
      note: 'We loved the last shot.',
      role: 'programmer',
      // A call verified or refused by the operator.
      edition: 2027,
      // A festival's discount code handed to a filmmaker.
      code: 'WAIVE10',
      discount: 'your entry fee is waived',
      percent: 50,
      // A support ticket answered.
      subject: 'My invoice',
      number: 12,
    };
    for (const language of ALL_LANGUAGES) {
      for (const key of keys(CATALOGUES.en.emails)) {
        expect(lookup(CATALOGUES[language].emails, key), `${language} ${key}`).toBeTruthy();
        expect(catalogueText({ language, key, values }), `${language} ${key}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('escapes a name or address in the HTML part and keeps it as typed in the text part', () => {
    const hostile = '<script>alert(1)</script>"@example.com';
    const email = accountNotice({
      kind: 'loginChangeRequested',
      language: 'en',
      to: 'owner@example.com',
      newLogin: hostile,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;@example.com');
    expect(email.text).toContain(hostile);
  });

  it('refuses a text whose placeholder has no value instead of sending `{{...}}`', () => {
    expect(() =>
      renderEmail({
        language: 'en',
        to: 'owner@example.com',
        subject: 'loginChanged.subject',
        paragraphs: [{ key: 'loginChanged.intro' }],
      }),
    ).toThrow();
  });
});
