/** Query keys of the signed-in session; sign-out keeps both roots and clears every other query. */
export const sessionKeys = {
  /** The account `GET /api/ping` answers, or null when anonymous. */
  current: ['session'] as const,
  /** How the last sign-out happened (sign-out-memory.ts); client state, never fetched. */
  signOut: ['sign-out'] as const,
};
