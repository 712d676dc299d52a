import type { Database } from '@shortlist/db/client';
import { job } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_JOB } from './password-reset-job.ts';
import { requestPasswordReset } from './request-password-reset.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'none' });
});
afterAll(() => database.close());

describe('requestPasswordReset', () => {
  it('only queues a job with the normalised address, whether or not an account has it', async () => {
    await requestPasswordReset(database.db, { login: '  Someone@Example.COM ' });
    const jobs = await database.db.select().from(job);
    expect(jobs.map((row) => [row.Kind, row.Payload])).toEqual([
      [PASSWORD_RESET_JOB, { login: 'someone@example.com' }],
    ]);
  });
});
