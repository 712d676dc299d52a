import type { VideoRetentionAnswer } from '@shortlist/domain/media/video-contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { videoRetentionText } from './video-retention-note.tsx';

const entry = (awaiting: boolean, resultAt: string | null): VideoRetentionAnswer['reason'] => ({
  kind: 'entry',
  IdInscription: 1,
  festival: 'Clermont',
  awaiting,
  resultAt,
  closingAt: '2027-01-31T22:59:00.000Z',
});

const say = (
  retention: VideoRetentionAnswer,
  language: 'en' | 'fr' = 'en',
  of: 'video' | 'screener' = 'video',
) =>
  videoRetentionText({ t: translatorFor(language).getFixedT(language, 'videos'), retention, language, of });

describe('the retention sentence (issue 32)', () => {
  const until = '2027-07-12T10:00:00.000Z';
  it('says until when and why, in each case', () => {
    expect(say({ until, held: true, reason: entry(true, '2027-06-12T10:00:00.000Z') })).toBe(
      'Kept until 12 July 2027: your entry at Clermont awaits its answer (results 12 June 2027).',
    );
    expect(say({ until, held: false, reason: entry(false, null) })).toBe(
      'Kept until 12 July 2027: 3 months after the call of Clermont closed (31 January 2027).',
    );
    expect(say({ until, held: false, reason: { kind: 'upload' } })).toBe(
      'Kept until 12 July 2027: two months after its upload.',
    );
    expect(say({ until, held: true, reason: { kind: 'superStamp' } })).toBe(
      'Kept until 12 July 2027: a SuperStamp keeps it a year longer. It is never deleted while one of your entries awaits its answer.',
    );
    expect(say({ until: null, held: true, reason: entry(true, '2027-06-12T10:00:00.000Z') })).toBe(
      'Kept as long as your entry at Clermont awaits its answer.',
    );
  });

  it('speaks French with its no-break space, and of the screener in the basket', () => {
    expect(say({ until, held: false, reason: { kind: 'upload' } }, 'fr')).toBe(
      "Conservé jusqu'au 12 juillet 2027\u00a0: deux mois après son envoi.",
    );
    expect(
      say({ until, held: true, reason: entry(true, '2027-06-12T10:00:00.000Z') }, 'en', 'screener'),
    ).toMatch(/^Once sent, the screener is kept until 12 July 2027: your entry at Clermont/);
  });
});
