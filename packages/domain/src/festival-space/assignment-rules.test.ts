import { describe, expect, it } from 'vitest';
import { type BalanceEntry, balanceAssignments, leastLoaded } from './assignment-rules.ts';

/** A small seeded generator (mulberry32): each property runs on the same hundreds of cases each time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Case = { entries: BalanceEntry[]; programmers: number[]; perEntry: number };

function cases(count: number): Case[] {
  const next = random(34);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return Array.from({ length: count }, () => {
    let id = 100;
    const programmers = Array.from({ length: int(1, 12) }, () => (id += int(1, 3)));
    const entries = Array.from({ length: int(0, 60) }, (_, i) => ({
      id: i + 1,
      // Shorts mostly, a feature now and then, and some unknown running times.
      seconds: next() < 0.1 ? 0 : next() < 0.1 ? int(3600, 7200) : int(60, 1800),
    }));
    return { entries, programmers, perEntry: int(1, 4) };
  });
}

const noConflict = () => false;

describe('balanceAssignments', () => {
  it('keeps every total within the longest film of the others when nobody has a conflict', () => {
    for (const c of cases(400)) {
      const { loads } = balanceAssignments({ ...c, conflicted: noConflict });
      const totals = [...loads.values()];
      const longest = Math.max(0, ...c.entries.map((e) => e.seconds));
      expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(longest);
    }
  });

  it('gives each entry to N distinct programmers when there are enough', () => {
    for (const c of cases(400)) {
      const result = balanceAssignments({ ...c, conflicted: noConflict });
      const expected = Math.min(c.perEntry, c.programmers.length);
      for (const entry of c.entries) {
        const to = result.assignments.filter((a) => a.entry === entry.id).map((a) => a.programmer);
        expect(new Set(to).size).toBe(expected);
        expect(to.length).toBe(expected);
      }
      expect(result.shortfall.length).toBe(c.programmers.length >= c.perEntry ? 0 : c.entries.length);
    }
  });

  it('never assigns a programmer an entry they declared a conflict with, and says who is short', () => {
    const next = random(7);
    for (const c of cases(300)) {
      const conflicts = new Set<string>();
      for (const entry of c.entries) {
        for (const p of c.programmers) if (next() < 0.25) conflicts.add(`${p}:${entry.id}`);
      }
      const conflicted = (p: number, e: number) => conflicts.has(`${p}:${e}`);
      const result = balanceAssignments({ ...c, conflicted });
      for (const a of result.assignments) expect(conflicted(a.programmer, a.entry)).toBe(false);
      for (const entry of c.entries) {
        const free = c.programmers.filter((p) => !conflicted(p, entry.id)).length;
        const given = result.assignments.filter((a) => a.entry === entry.id).length;
        expect(given).toBe(Math.min(c.perEntry, free));
        const short = result.shortfall.find((s) => s.entry === entry.id);
        expect(short?.missing ?? 0).toBe(c.perEntry - given);
      }
    }
  });

  it('adds up the loads from what it assigned', () => {
    for (const c of cases(100)) {
      const result = balanceAssignments({ ...c, conflicted: noConflict });
      const seconds = new Map(c.entries.map((e) => [e.id, e.seconds]));
      for (const p of c.programmers) {
        const sum = result.assignments
          .filter((a) => a.programmer === p)
          .reduce((total, a) => total + (seconds.get(a.entry) ?? 0), 0);
        expect(result.loads.get(p)).toBe(sum);
      }
    }
  });

  it('shares a demo section of 12 entries among three programmers two each', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, seconds: 300 + i * 60 }));
    const result = balanceAssignments({
      entries,
      programmers: [1, 2, 3],
      perEntry: 2,
      conflicted: noConflict,
    });
    expect(result.assignments).toHaveLength(24);
    const totals = [...result.loads.values()];
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(960);
  });
});

describe('leastLoaded', () => {
  it('takes the fewest seconds, then the fewest entries, then the lowest id', () => {
    const loads = new Map([
      [1, 600],
      [2, 300],
      [3, 300],
      [4, 300],
    ]);
    const counts = new Map([
      [2, 2],
      [3, 1],
      [4, 1],
    ]);
    expect(leastLoaded({ candidates: [1, 2, 3, 4], loads, counts, take: 2 })).toEqual([3, 4]);
    expect(leastLoaded({ candidates: [1], loads, take: 3 })).toEqual([1]);
  });
});
