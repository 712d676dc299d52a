/** Waits until `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  options: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const end = Date.now() + (options.timeoutMs ?? 10_000);
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls `seen` until true (at most 3 s) and answers how long it took after `since`. */
export async function seenWithin(since: number, seen: () => Promise<boolean>): Promise<number> {
  while (!(await seen()) && Date.now() - since < 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - since;
}
