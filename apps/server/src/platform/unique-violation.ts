/**
 * PostgreSQL's unique violation (23505) behind a Drizzle error: what a unique index answers when
 * two requests at once claim the same thing (a shortname, a film's place in a section).
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
