import { describe, expect, it } from 'vitest';
import { auditArguments } from './operator-audit.ts';
import { operatorName } from './operator-name.ts';

describe('auditArguments', () => {
  it('keeps what the operator typed, hides secret-looking keys and shortens long texts', () => {
    const page = `## Terms\n\n${'Be kind. '.repeat(100)}`;
    expect(
      auditArguments({
        order: 12,
        reference: 'BNP 3/11',
        password: 'hunter2',
        apiKey: 'k',
        centre: page,
        dry: true,
      }),
    ).toEqual({
      order: 12,
      reference: 'BNP 3/11',
      password: '(hidden)',
      apiKey: '(hidden)',
      centre: `${page.slice(0, 60)}… (${page.length} characters)`,
      dry: true,
    });
    expect(auditArguments({ ids: Array.from({ length: 100 }, (_, i) => i) }).ids).toMatch(
      /^\(list of \d+ characters\)$/,
    );
    expect(auditArguments('not an object')).toEqual({});
  });
});

describe('operatorName', () => {
  it('decodes the header, drops control characters, caps the length, names the nameless', () => {
    expect(operatorName('Zo%C3%AB')).toBe('Zoë');
    expect(operatorName('ana\r\nX-Forged: 1')).toBe('anaX-Forged: 1');
    expect(operatorName('%E0%A4%A')).toBe('%E0%A4%A');
    expect(operatorName('x'.repeat(300))).toHaveLength(100);
    expect(operatorName(undefined)).toBe('unnamed');
    expect(operatorName('  ')).toBe('unnamed');
  });
});
