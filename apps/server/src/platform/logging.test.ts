import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.ts';
import { loggerOptions, urlForLog } from './logging.ts';

describe('urlForLog', () => {
  it('keeps the path and the plain query keys, never the values', () => {
    expect(urlForLog('/api/x')).toBe('/api/x');
    expect(urlForLog('/api/x?Email=ada%40example.com&q=&flag')).toBe(
      '/api/x?Email=[redacted]&q=[redacted]&flag=[redacted]',
    );
    expect(urlForLog('/api/x?ada@example.com')).toBe('/api/x?[redacted]=[redacted]');
  });

  it('logs a path holding a secret as its route pattern', () => {
    expect(urlForLog('/api/auth/unsubscribe/abc?x=1', '/api/auth/unsubscribe/:token')).toBe(
      '/api/auth/unsubscribe/:token?x=[redacted]',
    );
    expect(urlForLog('/api/personnes/12', '/api/personnes/:id')).toBe('/api/personnes/12');
  });
});

describe('the error serializer', () => {
  it('drops the values a failed query ran with', () => {
    const options = loggerOptions(testConfig()) as {
      serializers: { err: (error: FastifyError) => Record<string, unknown> };
    };
    const error = new DrizzleQueryError(
      'select * from compte where "Login" = $1',
      ['ada@example.com'],
      new Error('boom'),
    );
    const logged = options.serializers.err(error as unknown as FastifyError);
    const text = JSON.stringify(logged);
    expect(text).toContain('Failed query: select * from compte');
    expect(text).toContain('params: [redacted]');
    expect(text).toContain('boom');
    expect(text).not.toContain('ada@example.com');
  });
});
