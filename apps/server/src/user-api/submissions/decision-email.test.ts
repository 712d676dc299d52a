import { ALL_LANGUAGES } from '@shortlist/domain/languages';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { localizedPath } from '@shortlist/i18n/routes';
import { describe, expect, it } from 'vitest';
import { decisionEmail } from './decision-email.ts';

const decision = {
  to: 'ada@example.com',
  festival: 'Courts <b>de</b> Nantes',
  section: 'Labo',
  film: 'Night {{Bus}}',
  status: S.selected,
  note: 'Line one\nline two <script>',
  reasons: ['length', 'tooManyEntries'] as const,
  publicUrl: 'https://shortlist.test',
};

describe('the email of a published decision', () => {
  it('is written in every language, with the film, festival, status, note and each reason', () => {
    for (const language of ALL_LANGUAGES) {
      for (const correction of [false, true]) {
        const email = decisionEmail({ ...decision, language, correction });
        expect(email.subject).toContain('Night {{Bus}}');
        expect(email.text).toContain('Courts <b>de</b> Nantes');
        expect(email.text).toContain('Line one\nline two <script>');
        expect(email.text.match(/• /g)).toHaveLength(2);
        expect(email.html).not.toContain('<script>');
        expect(email.html).toContain('&lt;b&gt;de&lt;/b&gt;');
        expect(email.links).toHaveLength(1);
      }
    }
  });

  it('leaves out the note and reasons when the festival gave none, and words a correction apart', () => {
    const plain = decisionEmail({ ...decision, language: 'en', correction: false, note: null, reasons: [] });
    expect(plain.subject).toBe('Courts <b>de</b> Nantes: a decision on your film “Night {{Bus}}”');
    expect(plain.text).not.toContain("festival's message");
    expect(plain.text).not.toContain('•');
    expect(plain.text).toContain('in the section “Labo”: Selected.');
    expect(plain.links?.[0]?.url).toBe(`https://shortlist.test${localizedPath('submissions', 'en')}`);
    const corrected = decisionEmail({
      ...decision,
      language: 'es',
      correction: true,
      note: null,
      reasons: [],
    });
    expect(corrected.subject).toBe(
      'Courts <b>de</b> Nantes ha actualizado su decisión sobre su película «Night {{Bus}}»',
    );
  });
});
