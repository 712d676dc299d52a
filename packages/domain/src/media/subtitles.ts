/**
 * SRT subtitle files (spec §5 "subtitle file errors"): every error is reported with the line it
 * is on, never only the first, so a filmmaker fixes the file in one go; a valid file becomes
 * WebVTT, the format the HTML5 player's `<track>` reads.
 */

export const SUBTITLE_ERROR_CODES = [
  'SUBTITLE_EMPTY',
  'SUBTITLE_TEXT_MISSING',
  'SUBTITLE_SEQUENCE_MISSING',
  'SUBTITLE_SEQUENCE_INVALID',
  'SUBTITLE_SEQUENCE_INCREMENT',
  'SUBTITLE_TIMESPAN_MISSING',
  'SUBTITLE_TIMESPAN_INVALID',
  'SUBTITLE_TIMESTAMP_INVALID',
  'SUBTITLE_START_INVALID',
  'SUBTITLE_END_INVALID',
] as const;
export type SubtitleErrorCode = (typeof SUBTITLE_ERROR_CODES)[number];

/** One problem of a subtitle file, on its 1-based `line`. */
export type SubtitleError = { code: SubtitleErrorCode; line: number };

export type SubtitleCue = { start: number; end: number; text: string[] };

/** Errors beyond this many are not listed (a binary file would give one per line). */
export const SUBTITLE_MAX_ERRORS = 200;

const TIMESTAMP = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{3})$/;

/** `01:02:03,456` in milliseconds, or undefined when it is not a timestamp. */
function parseTimestamp(value: string): number | undefined {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
}

const isSpan = (line: string) => line.includes('-->');

type Block = { firstLine: number; lines: string[] };

function blocksOf(text: string): Block[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const blocks: Block[] = [];
  let current: Block | null = null;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { firstLine: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

/** Reads an SRT file: its cues, and every error with its line (no cue is trusted when there are errors). */
export function parseSrt(text: string): { cues: SubtitleCue[]; errors: SubtitleError[] } {
  const errors: SubtitleError[] = [];
  const cues: SubtitleCue[] = [];
  const blocks = blocksOf(text);
  if (blocks.length === 0) return { cues, errors: [{ code: 'SUBTITLE_EMPTY', line: 1 }] };
  let previousSequence: number | undefined;
  let previousStart: number | undefined;
  for (const block of blocks) {
    const add = (code: SubtitleErrorCode, offset: number) =>
      errors.push({ code, line: block.firstLine + offset });
    let index = 0;
    const first = block.lines[0] ?? '';
    if (isSpan(first)) add('SUBTITLE_SEQUENCE_MISSING', 0);
    else {
      index = 1;
      if (!/^\d+$/.test(first.trim())) add('SUBTITLE_SEQUENCE_INVALID', 0);
      else {
        const sequence = Number(first.trim());
        const expected = previousSequence === undefined ? undefined : previousSequence + 1;
        if (expected !== undefined && sequence !== expected) add('SUBTITLE_SEQUENCE_INCREMENT', 0);
        previousSequence = sequence;
      }
    }
    const spanLine = block.lines[index];
    if (spanLine === undefined || !isSpan(spanLine)) {
      add('SUBTITLE_TIMESPAN_MISSING', index);
      if (block.lines.length <= index) add('SUBTITLE_TEXT_MISSING', index);
      continue;
    }
    const parts = spanLine.split('-->');
    const text = block.lines.slice(index + 1);
    if (text.length === 0) add('SUBTITLE_TEXT_MISSING', index);
    if (parts.length !== 2) {
      add('SUBTITLE_TIMESPAN_INVALID', index);
      continue;
    }
    // A position after the end time (`X1:...`) is allowed by common players: only the time counts.
    const start = parseTimestamp(parts[0] ?? '');
    const end = parseTimestamp((parts[1] ?? '').trim().split(/\s+/)[0] ?? '');
    if (start === undefined || end === undefined) {
      add('SUBTITLE_TIMESTAMP_INVALID', index);
      continue;
    }
    if (previousStart !== undefined && start < previousStart) add('SUBTITLE_START_INVALID', index);
    if (end <= start) add('SUBTITLE_END_INVALID', index);
    previousStart = start;
    cues.push({ start, end, text });
  }
  return { cues: errors.length > 0 ? [] : cues, errors: errors.slice(0, SUBTITLE_MAX_ERRORS) };
}

function vttTime(ms: number): string {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT file of valid cues (`-->` inside a text would end a cue: it is written `->`). */
export function toWebVtt(cues: SubtitleCue[]): string {
  const body = cues
    .map(
      (cue) =>
        `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text.map((line) => line.replaceAll('-->', '->')).join('\n')}`,
    )
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}
