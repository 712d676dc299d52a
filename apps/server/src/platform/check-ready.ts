import type { Database } from '@shortlist/db/client';
import { migrationsApplied } from '@shortlist/db/migrate';
import { checkDatabase } from './check-database.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable.ts';
import { AppError } from './errors.ts';

/**
 * Readiness (`/api/ready`, `/order-api/ready`), for a balancer deciding where to send traffic:
 * the database answers (else the error handler's 503 `DATABASE_UNAVAILABLE`) and holds every
 * migration of this build (else 503 `MIGRATIONS_PENDING`). Liveness (`/api/health`) stays the
 * database round trip alone. While the server closes, Fastify itself answers 503 to new requests.
 */
export async function checkReady(database: Database): Promise<void> {
  await checkDatabase(database);
  if (!(await migrationsApplied(database))) {
    throw new AppError('MIGRATIONS_PENDING', {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
}
