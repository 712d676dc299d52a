import { describe, expect, it } from 'vitest';
import { isSafeHref, parseContentMarkup, stripActiveContent } from './content-markup.ts';

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

  it('drops scripts and leaves unsafe link targets unlinked', () => {
    const [block] = parseContentMarkup(
      '<script>alert(1)</script> [x](javascript:alert%281%29) [y](//evil.example)',
    );
    expect(block).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: 'x y' }],
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

describe('stripActiveContent', () => {
  it('removes scripts, event handlers, other tags and javascript: targets, keeping the text', () => {
    const hostile = [
      'Hello <script>alert(1)</script>world',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)" onclick=steal()>click</a>',
      '[go](javascript:alert(1)) [ok](https://example.org)',
      '<scr<b>ipt>alert(2)</script>',
      '<STYLE>body{display:none}</STYLE><iframe src="https://evil.example"></iframe>',
      'JaVaScRiPt:alert(3) and vbscript:x',
      '<svg onload=alert(4)',
    ].join('\n\n');
    const clean = stripActiveContent(hostile);
    expect(clean).not.toMatch(
      /<script|<\/script|onerror|onclick|onload|javascript:|vbscript:|<iframe|<style|<img|<a /i,
    );
    expect(clean).toContain('Hello world');
    expect(clean).toContain('click');
    expect(clean).toContain('go [ok](https://example.org)');
    expect(clean).not.toContain('alert(1)');
    const parsed = JSON.stringify(parseContentMarkup(hostile));
    expect(parsed).not.toMatch(/script|onerror|onclick|onload|javascript/i);
    expect(parsed).toContain('https://example.org');
  });

  it('leaves ordinary text, comparisons and safe links as they are', () => {
    const text = '## Fees\n\n1 < 2 and 3 > 2, **bold** [site](/en/pricing) mailto:a@b.c "once=twice"';
    expect(stripActiveContent(text)).toBe(text);
  });
});
