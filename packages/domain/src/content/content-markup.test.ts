import { describe, expect, it } from 'vitest';
import { isSafeHref, parseContentMarkup } from './content-markup.ts';

describe('parseContentMarkup', () => {
  it('reads headings, paragraphs with line breaks, and both kinds of list', () => {
    const blocks = parseContentMarkup(
      ['## Fees', 'One stamp\npays one entry.', '- Card\n- PayPal', '1. Record\n2. Enter', '### Small'].join(
        '\n\n',
      ),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Fees' }] },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'One stamp' },
          { kind: 'break' },
          { kind: 'text', text: 'pays one entry.' },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'Card' }], [{ kind: 'text', text: 'PayPal' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Record' }], [{ kind: 'text', text: 'Enter' }]],
      },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Small' }] },
    ]);
  });

  it('reads bold and links, bold inside a link', () => {
    expect(parseContentMarkup('See **all** [the **festivals**](/en/festivals) now')).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'See ' },
          { kind: 'bold', children: [{ kind: 'text', text: 'all' }] },
          { kind: 'text', text: ' ' },
          {
            kind: 'link',
            href: '/en/festivals',
            children: [
              { kind: 'text', text: 'the ' },
              { kind: 'bold', children: [{ kind: 'text', text: 'festivals' }] },
            ],
          },
          { kind: 'text', text: ' now' },
        ],
      },
    ]);
  });

  it('keeps HTML and unsafe link targets as plain text', () => {
    const [block] = parseContentMarkup(
      '<script>alert(1)</script> [x](javascript:alert%281%29) [y](//evil.example)',
    );
    expect(block).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: '<script>alert(1)</script> x y' }],
    });
  });

  it('leaves unclosed markers as they are written', () => {
    expect(parseContentMarkup('a ** b [c] (d) [e](')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'a ** b [c] (d) [e](' }] },
    ]);
  });

  it('gives nothing for an empty or blank source', () => {
    expect(parseContentMarkup('')).toEqual([]);
    expect(parseContentMarkup(' \n\n \r\n')).toEqual([]);
  });

  it('reads a long source of unclosed markers as text', () => {
    const source = `${'[a'.repeat(20_000)}**b${'[c]('.repeat(20_000)}`;
    expect(parseContentMarkup(source)).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: source }] },
    ]);
  });
});

describe('isSafeHref', () => {
  it('accepts the web, email and this site, and nothing else', () => {
    const safe = [
      'https://a.example/x',
      'http://a.example',
      'mailto:contact@shortlist.example',
      '/fr/festivals',
    ];
    const unsafe = [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      'ftp://x',
      '',
    ];
    expect(safe.map(isSafeHref)).toEqual(safe.map(() => true));
    expect(unsafe.map(isSafeHref)).toEqual(unsafe.map(() => false));
  });
});
