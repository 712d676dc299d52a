/*
 * Assignments (issue 34; docs/decisions.md "Assignments and conflicts of interest"): which
 * programmers watch which entries of a section. Pure: the server reads the section's entries,
 * its programmers and their conflicts, and writes what these functions answer.
 */

/** Most programmers one entry may be given to by an automatic assignment. */
export const ASSIGNMENT_PER_ENTRY_MAX = 10;

/** An entry to assign, with its film's running time in seconds (0 when unknown). */
export type BalanceEntry = { id: number; seconds: number };

export type BalanceInput = {
  entries: readonly BalanceEntry[];
  /** The programmers (member ids) to share the entries among. */
  programmers: readonly number[];
  /** How many programmers each entry goes to. */
  perEntry: number;
  /** Whether `programmer` declared a conflict with `entry`: never assigned it. */
  conflicted: (programmer: number, entry: number) => boolean;
};

export type BalanceResult = {
  assignments: { entry: number; programmer: number }[];
  /** Entries that got fewer than `perEntry` programmers (too few without a conflict), and how many they miss. */
  shortfall: { entry: number; missing: number }[];
  /** Seconds given to each programmer. */
  loads: Map<number, number>;
};

/**
 * Shares a section's entries among its programmers, each entry to `perEntry` of them (or every
 * programmer without a conflict when fewer), balanced by running time: longest films first, each
 * to the programmers with the fewest seconds so far (then the fewest entries, then the lowest id,
 * so the answer is the same for the same input). Without conflicts the totals end within the
 * longest film's running time of each other: giving a film of p seconds to the least-loaded
 * programmers never widens the gap past max(the gap before, p).
 */
export function balanceAssignments(input: BalanceInput): BalanceResult {
  const perEntry = Math.max(0, Math.floor(input.perEntry));
  const programmers = [...new Set(input.programmers)];
  const loads = new Map(programmers.map((id) => [id, 0]));
  const counts = new Map(programmers.map((id) => [id, 0]));
  const entries = [...input.entries].sort((a, b) => b.seconds - a.seconds || a.id - b.id);
  const assignments: BalanceResult['assignments'] = [];
  const shortfall: BalanceResult['shortfall'] = [];
  for (const entry of entries) {
    const chosen = leastLoaded({
      candidates: programmers.filter((p) => !input.conflicted(p, entry.id)),
      loads,
      counts,
      take: perEntry,
    });
    for (const programmer of chosen) {
      assignments.push({ entry: entry.id, programmer });
      loads.set(programmer, (loads.get(programmer) ?? 0) + Math.max(0, entry.seconds));
      counts.set(programmer, (counts.get(programmer) ?? 0) + 1);
    }
    if (chosen.length < perEntry) shortfall.push({ entry: entry.id, missing: perEntry - chosen.length });
  }
  return { assignments, shortfall, loads };
}

/**
 * The `take` candidates with the fewest seconds (then entries, then lowest id): who gets the next
 * film, and who takes over an entry its programmer declared a conflict with.
 */
export function leastLoaded(options: {
  candidates: readonly number[];
  loads: ReadonlyMap<number, number>;
  counts?: ReadonlyMap<number, number>;
  take: number;
}): number[] {
  const { loads, counts } = options;
  const take = Math.max(0, options.take);
  // A selection of the `take` first rather than a sort of every candidate: an automatic run asks
  // this once per entry (10,000 entries of 40 programmers: 1-1.6 s sorting on a loaded machine).
  const best: Ranked[] = [];
  if (take === 0) return [];
  for (const id of options.candidates) {
    const ranked = { id, load: loads.get(id) ?? 0, count: counts?.get(id) ?? 0 };
    if (best.length === take) {
      if (!comesFirst(ranked, best[take - 1] as Ranked)) continue;
      best.pop();
    }
    let at = best.length;
    while (at > 0 && comesFirst(ranked, best[at - 1] as Ranked)) at--;
    best.splice(at, 0, ranked);
  }
  return best.map((ranked) => ranked.id);
}

type Ranked = { id: number; load: number; count: number };

/** Fewer seconds first, then fewer entries, then the lowest id. */
const comesFirst = (a: Ranked, b: Ranked) =>
  a.load !== b.load ? a.load < b.load : a.count !== b.count ? a.count < b.count : a.id < b.id;
