import argon2 from 'argon2';

/**
 * argon2id (docs/decisions.md) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. Under Vitest a
 * minimal cost keeps hundreds of sign-ins fast; the parameters travel inside each hash, so
 * verification reads them from the hash whatever they were.
 */
const COST = process.env.VITEST
  ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
  : { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...COST });
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. Without a hash (unknown account) it still spends the
 * time of one verification, so timing does not tell whether an account exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
