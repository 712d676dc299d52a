import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { currentAccount } from '../platform/session.ts';
import type { Account } from '../platform/session-store.ts';

/**
 * `customer/{id}/...` (spec §7): the customer is the signed-in account. Another id answers 404,
 * like an unknown one, so nobody learns which customers exist.
 */
export function customerOf(request: FastifyRequest, id: number): Account {
  const account = currentAccount(request);
  if (account.Id !== id) throw new AppError('NOT_FOUND');
  return account;
}
