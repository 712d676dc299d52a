/**
 * The markup of content blocks (spec §3 "Web page", `Contenu`): a small, safe subset of Markdown,
 * parsed into a tree the page renders with React elements. No HTML is ever read or written, so a
 * block cannot carry a script, a style or an event handler whoever wrote it.
 *
 * - paragraphs are separated by a blank line; a single line break stays a line break;
 * - `## ` and `### ` start headings (the page's title is its only level 1);
 * - lines of `- ` make a bulleted list, lines of `1. `, `2. `... a numbered one;
 * - inline: `**bold**` and `[text](target)`, the target `https://`, `http://`, `mailto:` or a path
 *   of this site (`/fr/festivals`); any other target leaves the text unlinked.
 * Zod-free and pure: the server validates with it, the web page renders what it returns.
 */

export type MarkupInline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'bold'; children: MarkupInline[] }
  | { kind: 'link'; href: string; children: MarkupInline[] };

export type MarkupBlock =
  | { kind: 'heading'; level: 2 | 3; content: MarkupInline[] }
  | { kind: 'paragraph'; content: MarkupInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkupInline[][] };

const BULLET = /^- +/;
const NUMBERED = /^\d{1,3}\. +/;

export function parseContentMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  const chunks = stripActiveContent(source)
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0]?.trimStart() ?? '';
    const heading = /^(#{2,3}) +(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      const level = heading[1] === '##' ? 2 : 3;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2]?.trim() ?? '') });
      continue;
    }
    const trimmed = lines.map((line) => line.trim());
    if (trimmed.every((line) => BULLET.test(line)) || trimmed.every((line) => NUMBERED.test(line))) {
      const ordered = NUMBERED.test(trimmed[0] ?? '');
      const marker = ordered ? NUMBERED : BULLET;
      blocks.push({
        kind: 'list',
        ordered,
        items: trimmed.map((line) => parseInline(line.replace(marker, ''))),
      });
      continue;
    }
    const content: MarkupInline[] = [];
    for (const [index, line] of trimmed.entries()) {
      if (index > 0) content.push({ kind: 'break' });
      content.push(...parseInline(line));
    }
    blocks.push({ kind: 'paragraph', content });
  }
  return blocks;
}

const SCRIPT_OR_STYLE = /<(script|style|iframe|object|embed|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAG = /<\/?[a-z!][^<>]*>/gi;
const EVENT_HANDLER = /\bon[a-z]{3,}\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
const SCRIPT_LINK = /\[([^\]\n]{0,300})\]\(\s*(?:java|vb)script\s*:(?:[^()\n]|\([^()\n]*\))*\)/gi;
const SCRIPT_SCHEME = /\b(?:java|vb)script\s*:|\bdata\s*:\s*text\/html/gi;

/**
 * A block's text without what could run in a browser (docs/decisions.md, "Any content page"):
 * `<script>`, `<style>`, frames and objects with their content, every other HTML tag (an
 * `<img onerror>`, an `<a href="javascript:">`), event-handler attributes and `javascript:` or
 * `vbscript:` schemes. The markup never reads HTML, so these would only show as text; the
 * operator command stores the text without them and the page parses it without them, so a block
 * imported from an older system shows nothing of them either. Repeated until stable, so a tag
 * split by another (`<scr<b>ipt>`) does not reassemble.
 */
export function stripActiveContent(source: string): string {
  let text = source;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = text
      .replace(SCRIPT_OR_STYLE, '')
      .replace(TAG, '')
      .replace(EVENT_HANDLER, '')
      .replace(SCRIPT_LINK, '$1')
      .replace(SCRIPT_SCHEME, '');
    if (next === text) break;
    text = next;
  }
  return text;
}

/** Whether a link target may be followed: the web, an email address or a path of this site. */
export function isSafeHref(href: string): boolean {
  if (/^https?:\/\/[^\s/]+/i.test(href)) return !/\s/.test(href);
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return true;
  // A path of this site, not `//host` (another site) nor `/\host` (which some browsers read so).
  return /^\/(?![/\\])\S*$/.test(href);
}

// A link's text and target are bounded, so a source full of unclosed brackets stays linear to read.
const LINK = /\[([^\]]{1,300})\]\(([^()\s]{1,2000})\)/y;

function parseInline(text: string, inLink = false): MarkupInline[] {
  const out: MarkupInline[] = [];
  let at = 0;
  let literal = 0;
  // Once a `**` finds no closing one, no later one can: every `**` after it is text.
  let boldOpen = true;
  while (at < text.length) {
    const bold = boldOpen ? text.indexOf('**', at) : -1;
    const link = inLink ? -1 : text.indexOf('[', at);
    const next = [bold, link].filter((found) => found >= 0).sort((a, b) => a - b)[0];
    if (next === undefined) break;
    if (next === bold) {
      const close = text.indexOf('**', bold + 2);
      if (close < 0) boldOpen = false;
      if (close > bold + 2) {
        pushText(out, text.slice(literal, bold));
        out.push({ kind: 'bold', children: parseInline(text.slice(bold + 2, close), inLink) });
        at = literal = close + 2;
      } else {
        at = bold + 2;
      }
      continue;
    }
    LINK.lastIndex = link;
    const found = LINK.exec(text);
    if (!found) {
      at = link + 1;
      continue;
    }
    pushText(out, text.slice(literal, link));
    const [whole, label = '', href = ''] = found;
    const children = parseInline(label, true);
    if (isSafeHref(href)) out.push({ kind: 'link', href, children });
    else for (const child of children) child.kind === 'text' ? pushText(out, child.text) : out.push(child);
    at = literal = link + whole.length;
  }
  pushText(out, text.slice(literal));
  return out;
}

function pushText(out: MarkupInline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}
