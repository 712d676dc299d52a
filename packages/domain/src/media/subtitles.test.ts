import { describe, expect, it } from 'vitest';
import { parseSrt, toWebVtt } from './subtitles.ts';

const valid = `\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\nBonjour.\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\nDeux lignes\r\n<i>en italique</i>\r\n`;

describe('SRT subtitles (spec §5)', () => {
  it('reads a valid file and writes its WebVTT', () => {
    const { cues, errors } = parseSrt(valid);
    expect(errors).toEqual([]);
    expect(cues).toEqual([
      { start: 1000, end: 3500, text: ['Bonjour.'] },
      { start: 4000, end: 6000, text: ['Deux lignes', '<i>en italique</i>'] },
    ]);
    expect(toWebVtt(cues)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nBonjour.\n\n00:00:04.000 --> 00:00:06.000\nDeux lignes\n<i>en italique</i>\n',
    );
  });

  it('reports every error with its line', () => {
    const broken = [
      '1', // 1
      '00:00:01,000 --> 00:00:02,000', // 2
      '', // 3: missing text below
      '2', // 4
      '00:00:03,000 --> 00:00:04,000', // 5
      '', // 6: missing text above too
      'deux', // 7: invalid sequence number
      '00:00:05,000 --> 00:00:06,000', // 8
      'Texte', // 9
      '', // 10
      '00:00:07,000 --> 00:00:08,000', // 11: missing sequence number
      'Texte', // 12
      '', // 13
      '7', // 14: bad increment (the previous number is 2)
      '00:00:09,000 --> 00:00:10,000', // 15
      'Texte', // 16
      '', // 17
      '8', // 18
      'Texte sans temps', // 19: missing time span
      '', // 20
      '9', // 21
      '00:00:1,000 --> 00:00:12,000', // 22: invalid timestamp
      'Texte', // 23
      '', // 24
      '10', // 25
      '00:00:02,000 --> 00:00:01,000', // 26: start before the previous, end before start
      'Texte', // 27
    ].join('\n');
    expect(parseSrt(broken).errors).toEqual([
      { code: 'SUBTITLE_TEXT_MISSING', line: 2 },
      { code: 'SUBTITLE_TEXT_MISSING', line: 5 },
      { code: 'SUBTITLE_SEQUENCE_INVALID', line: 7 },
      { code: 'SUBTITLE_SEQUENCE_MISSING', line: 11 },
      { code: 'SUBTITLE_SEQUENCE_INCREMENT', line: 14 },
      { code: 'SUBTITLE_TIMESPAN_MISSING', line: 19 },
      { code: 'SUBTITLE_TIMESTAMP_INVALID', line: 22 },
      { code: 'SUBTITLE_START_INVALID', line: 26 },
      { code: 'SUBTITLE_END_INVALID', line: 26 },
    ]);
    expect(parseSrt(broken).cues).toEqual([]);
  });

  it('refuses an empty file and a time span that is not one', () => {
    expect(parseSrt(' \n\n').errors).toEqual([{ code: 'SUBTITLE_EMPTY', line: 1 }]);
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000 --> 00:00:03,000\nx').errors).toEqual([
      { code: 'SUBTITLE_TIMESPAN_INVALID', line: 2 },
    ]);
  });
});
