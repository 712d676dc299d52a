import { describe, expect, it } from 'vitest';
import { type FilmVideoFacts, filmVideoState } from './video-states.ts';

const now = new Date('2026-05-10T12:00:00Z');
const future = new Date('2026-09-01T00:00:00Z');
const past = new Date('2026-05-01T00:00:00Z');
const file: FilmVideoFacts = {
  hasFile: true,
  isReference: false,
  checkState: 'done',
  DateExpiration: future,
  DateProlongation: null,
};

describe('filmVideoState', () => {
  it('names each state of a film video', () => {
    expect(filmVideoState(null, now)).toBe('missing');
    expect(filmVideoState(file, now)).toBe('ready');
    expect(filmVideoState({ ...file, checkState: null }, now)).toBe('ready');
    expect(filmVideoState({ ...file, checkState: 'queued' }, now)).toBe('checking');
    expect(filmVideoState({ ...file, checkState: 'running' }, now)).toBe('checking');
    expect(filmVideoState({ ...file, checkState: 'failed' }, now)).toBe('failed');
    expect(filmVideoState({ ...file, DateExpiration: past }, now)).toBe('expired');
    // An extension keeps it.
    expect(filmVideoState({ ...file, DateExpiration: past, DateProlongation: future }, now)).toBe('ready');
    expect(filmVideoState({ ...file, hasFile: false, DateExpiration: past }, now)).toBe('expired');
    expect(filmVideoState({ ...file, hasFile: false }, now)).toBe('missing');
    expect(filmVideoState({ ...file, hasFile: false, isReference: true, checkState: null }, now)).toBe(
      'ready',
    );
  });
});
