import { ConfigError } from './config-error.ts';

/**
 * An S3-compatible store (AWS S3, MinIO, Ceph, Scaleway...). Without an access key pair the
 * SDK's own chain is used (instance role, AWS_* variables, shared files).
 */
export type S3Settings = {
  /** Unset for AWS itself; the store's URL otherwise (`https://s3.fr-par.scw.cloud`). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

export type MediaStorageSettings = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * MEDIA_STORAGE=s3 needs its bucket and region, and an access key comes with its secret. A
 * half-set configuration stops the start rather than quietly writing films to the local disk of
 * one instance: S3_* values without MEDIA_STORAGE=s3 are refused too.
 */
export function mediaStorageSettings(
  e: { MEDIA_STORAGE?: string | undefined; S3_FORCE_PATH_STYLE: boolean } & Partial<
    Record<(typeof S3_NAMES)[number], string | boolean>
  >,
): MediaStorageSettings {
  const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  if (e.MEDIA_STORAGE !== 's3') {
    const stray = S3_NAMES.filter((name) => name !== 'S3_FORCE_PATH_STYLE' && given(e[name]));
    if (stray.length === 0) return { kind: 'local' };
    throw new ConfigError(
      `Invalid configuration:\n  ${stray.join(', ')}: set, but MEDIA_STORAGE is not s3 (set MEDIA_STORAGE=s3 to use the bucket, or unset them)`,
    );
  }
  const problems: string[] = [];
  const region = given(e.S3_REGION);
  const bucket = given(e.S3_BUCKET);
  const accessKeyId = given(e.S3_ACCESS_KEY_ID);
  const secretAccessKey = given(e.S3_SECRET_ACCESS_KEY);
  if (!bucket) problems.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
  if (!region)
    problems.push('  S3_REGION: required when MEDIA_STORAGE=s3 (any value, e.g. us-east-1, for MinIO)');
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(
      `  S3_BUCKET=${JSON.stringify(bucket)}: not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)`,
    );
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      `  ${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required with ${accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} (set both, or neither to use the SDK's credential chain)`,
    );
  }
  if (problems.length > 0 || !bucket || !region) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    kind: 's3',
    s3: {
      endpoint: given(e.S3_ENDPOINT),
      region,
      bucket,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}
