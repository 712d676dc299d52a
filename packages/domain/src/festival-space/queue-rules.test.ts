import { describe, expect, it } from 'vitest';
import { nextInQueue, type QueueCandidate } from './queue-rules.ts';

const item = (IdInscription: number, over: Partial<QueueCandidate> = {}): QueueCandidate => ({
  IdInscription,
  watchedToEnd: false,
  membersWatchedToEnd: 0,
  submittedAt: IdInscription * 1000,
  ...over,
});

describe('nextInQueue', () => {
  it('serves the entry with the fewest complete views', () => {
    expect(nextInQueue([item(1, { membersWatchedToEnd: 2 }), item(2, { membersWatchedToEnd: 1 })])).toBe(2);
  });

  it('breaks ties by the oldest sent, then the lowest id, unknown dates last', () => {
    expect(nextInQueue([item(1, { submittedAt: 5000 }), item(2, { submittedAt: 3000 })])).toBe(2);
    expect(nextInQueue([item(3, { submittedAt: 1 }), item(2, { submittedAt: 1 })])).toBe(2);
    expect(nextInQueue([item(1, { submittedAt: null }), item(2)])).toBe(2);
  });

  it('never serves what the programmer watched to the end, and answers null when all are', () => {
    expect(nextInQueue([item(1, { watchedToEnd: true }), item(2, { membersWatchedToEnd: 3 })])).toBe(2);
    expect(nextInQueue([item(1, { watchedToEnd: true })])).toBeNull();
    expect(nextInQueue([])).toBeNull();
  });

  it('passes over the entry on screen', () => {
    expect(nextInQueue([item(1), item(2, { membersWatchedToEnd: 1 })], 1)).toBe(2);
    expect(nextInQueue([item(1)], 1)).toBeNull();
  });
});
