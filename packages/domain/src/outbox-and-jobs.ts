/** Outbox email status: written `pending` in the use case's transaction, then sent by the mailer. */
export const OUTBOX_STATUS = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[number];

/** Background job status; a runner claims `pending` rows whose RunAt is past (FOR UPDATE SKIP LOCKED). */
export const JOB_STATUS = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUS)[number];
