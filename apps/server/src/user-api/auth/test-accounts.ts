// Moved to apps/server/src/test/test-accounts.ts (test helpers of every area). Kept for the tests
// of areas being reworked in parallel (issue 9); import the new path and delete this file.
export * from '../../test/test-accounts.ts';
