import type { Db } from '@shortlist/db/client';
import { findToken } from '../../platform/tokens.ts';

/** `auth/check-token-password`: 400 TOKEN_INVALID unless the link can still be used. */
export async function checkPasswordToken(db: Db, options: { token: string; now: Date }): Promise<void> {
  await findToken(db, { kind: 'password', token: options.token, now: options.now });
}
