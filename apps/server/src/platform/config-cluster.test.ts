import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'x'.repeat(32);
/** What several instances on one database share (docs/operations.md "Several instances"). */
const CLUSTER = {
  CLUSTER: 'on',
  DATABASE_URL: 'postgres://shortlist@db.internal:5432/shortlist',
  MEDIA_STORAGE: 's3',
  S3_BUCKET: 'shortlist-media',
  S3_REGION: 'eu-west-3',
  MEDIA_URL_SECRET: SECRET,
  VIDEO_SECRET_KEY: SECRET,
  OPERATOR_TOKEN: SECRET,
};

describe('CLUSTER=on (issue 35)', () => {
  it('starts with a shared database, bucket and secrets', () => {
    const config = loadConfig(CLUSTER);
    expect(config.mediaUrlSecret).toBe(SECRET);
    expect(config.mediaStorage.kind).toBe('s3');
  });

  it('refuses PGlite, local media and every secret an instance would make up, naming each variable', () => {
    let error: unknown;
    try {
      loadConfig({ CLUSTER: 'on' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'DATABASE_URL',
      'MEDIA_STORAGE',
      'MEDIA_URL_SECRET',
      'VIDEO_SECRET_KEY',
      'OPERATOR_TOKEN',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: required|^  ${name}: must be`, 'm'));
    }
  });

  it('refuses each shared setting left out on its own', () => {
    for (const name of ['DATABASE_URL', 'MEDIA_URL_SECRET', 'VIDEO_SECRET_KEY', 'OPERATOR_TOKEN'] as const) {
      const { [name]: _left, ...rest } = CLUSTER;
      expect(() => loadConfig(rest), name).toThrow(new RegExp(`${name}: required with CLUSTER=on`));
    }
    const { MEDIA_STORAGE: _storage, S3_BUCKET: _bucket, S3_REGION: _region, ...local } = CLUSTER;
    expect(() => loadConfig(local)).toThrow(/MEDIA_STORAGE: must be s3 with CLUSTER=on/);
  });

  it('counts rate limits in the database, and refuses them counted per process', () => {
    expect(loadConfig(CLUSTER).rateLimitStore).toBe('database');
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(() => loadConfig({ ...CLUSTER, RATE_LIMIT_STORE: 'memory' })).toThrow(
      /RATE_LIMIT_STORE=memory: refused with CLUSTER=on/,
    );
  });

  it('keeps one instance free to use the defaults', () => {
    expect(() => loadConfig({})).not.toThrow();
    expect(() => loadConfig({ CLUSTER: 'off' })).not.toThrow();
  });
});
