import { JOB_STATUS, OUTBOX_STATUS } from '@shortlist/domain/outbox-and-jobs';
import { boolean, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';

export type OutboxLink = { label: string; url: string };

/** Every email is written here in the transaction that causes it, then sent (and retried) by the mailer. */
export const outboxEmail = pgTable(
  'outbox_email',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    To: varchar('To', { length: 255 }).notNull(),
    Subject: varchar('Subject', { length: 255 }).notNull(),
    Text: text('Text').notNull(),
    Html: text('Html'),
    Links: jsonb('Links').$type<OutboxLink[]>().notNull().default([]),
    Status: text('Status', { enum: OUTBOX_STATUS }).notNull().default('pending'),
    Attempts: integer('Attempts').notNull().default(0),
    LastError: text('LastError'),
    DateSent: utc('DateSent'),
    NextAttemptAt: utc('NextAttemptAt').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_email_status_next_idx').on(t.Status, t.NextAttemptAt),
    index('outbox_email_to_idx').on(t.To),
    check('outbox_email_status_check', inValues(t.Status, OUTBOX_STATUS)),
  ],
);

/**
 * Background jobs, claimed with `FOR UPDATE SKIP LOCKED` by the in-process runner.
 * `DedupeKey` (optional, unique) lets a writer enqueue a job at most once (`on conflict do nothing`).
 */
export const job = pgTable(
  'job',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    Kind: varchar('Kind', { length: 100 }).notNull(),
    Payload: jsonb('Payload').$type<Record<string, unknown>>().notNull().default({}),
    RunAt: utc('RunAt').notNull().defaultNow(),
    Status: text('Status', { enum: JOB_STATUS }).notNull().default('pending'),
    Attempts: integer('Attempts').notNull().default(0),
    LockedAt: utc('LockedAt'),
    LastError: text('LastError'),
    DedupeKey: varchar('DedupeKey', { length: 255 }).unique(),
  },
  (t) => [
    index('job_status_run_at_idx').on(t.Status, t.RunAt),
    check('job_status_check', inValues(t.Status, JOB_STATUS)),
  ],
);

/**
 * Who is writing each resumable upload now, whichever instance answers (issue 35): a lease taken
 * by `platform/uploads/postgres-locker.ts`, renewed while the request writes and given back when
 * it ends, so one upload is written by one request at a time across instances. A lease left by an
 * instance that died runs out at `ExpiresAt`. `ReleaseRequested` asks the holder to let go (tus's
 * "a newer request for the same upload wins", across instances).
 */
export const uploadLock = pgTable('upload_lock', {
  IdUpload: varchar('IdUpload', { length: 255 }).primaryKey(),
  Holder: varchar('Holder', { length: 64 }).notNull(),
  ExpiresAt: utc('ExpiresAt').notNull(),
  ReleaseRequested: boolean('ReleaseRequested').notNull().default(false),
});

/**
 * Request counts of the rate limits shared by every instance (issue 35, `RATE_LIMIT_STORE=database`,
 * `platform/rate-limit-store.ts`): one row per limit and client, its window starting at its first
 * request as the in-memory store's does, so N instances allow the limit once, not N times.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    Key: varchar('Key', { length: 512 }).primaryKey(),
    WindowEnds: utc('WindowEnds').notNull(),
    Count: integer('Count').notNull(),
  },
  (t) => [index('rate_limit_counter_window_ends_idx').on(t.WindowEnds)],
);
