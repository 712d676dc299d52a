import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      maintenance: false,
      routedLanguages: ['en', 'fr', 'es'],
      smtpUrl: undefined,
      sessionIdleMinutes: 60,
      sessionMaxHours: 4,
      seedDemo: true,
      devMailbox: true,
    });
    expect(config.pgDir).toMatch(/data\/pg$/);
    expect(config.mediaDir).toMatch(/data\/media$/);
  });

  it('turns the demo and the mailbox off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, devMailbox: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads values and derives the public URL from the port', () => {
    const config = loadConfig({
      PORT: '8080',
      MAINTENANCE: 'true',
      ROUTED_LANGUAGES: 'fr, en,it',
      DATABASE_URL: 'postgres://u@db:5432/x',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      maintenance: true,
      routedLanguages: ['fr', 'en', 'it'],
      databaseUrl: 'postgres://u@db:5432/x',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://shortlist.example/' }).publicUrl).toBe(
      'https://shortlist.example',
    );
  });

  it('fails with a message naming every bad variable', () => {
    const load = () => loadConfig({ PORT: 'abc', ROUTED_LANGUAGES: 'en,de', MAINTENANCE: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="abc"/);
    expect(load).toThrow(/ROUTED_LANGUAGES/);
    expect(load).toThrow(/MAINTENANCE/);
  });
});
