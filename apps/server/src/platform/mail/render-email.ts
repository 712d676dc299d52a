import type { Language } from '@shortlist/domain/languages';
import { CATALOGUES, lookup } from '@shortlist/i18n/catalogues';
import Handlebars from 'handlebars';
import type { OutgoingEmail } from './outbox.ts';

/**
 * One template mechanism for every email: texts come from the `emails` catalogue (subject and
 * paragraphs with `{{placeholders}}`), values are filled in as plain text, then one layout writes
 * the HTML part (Handlebars escapes every value) and one the text part. A value holding
 * `<script>` therefore arrives escaped in the HTML and as typed in the text.
 */
const engine = Handlebars.create();

const HTML_LAYOUT = engine.compile(
  '{{#each paragraphs}}<p>{{#if url}}<a href="{{url}}">{{text}}</a>{{else}}{{text}}{{/if}}</p>{{/each}}' +
    '<p>{{signature}}</p>',
);

// A link's text and its address are joined by the language's colon (French puts a no-break space
// before it).
const TEXT_LAYOUT = engine.compile(
  '{{#each paragraphs}}{{text}}{{#if url}}{{@root.linkSeparator}}{{url}}{{/if}}\n\n{{/each}}{{signature}}',
  { noEscape: true },
);

const compiled = new Map<string, HandlebarsTemplateDelegate>();

/**
 * The catalogue text of `key` (a dotted key of the `emails` namespace) in the language, English
 * when the language lacks it, with its placeholders filled as plain text. `strict`: a placeholder
 * without its value throws rather than leaving a gap or `{{...}}` in what is sent.
 */
export function catalogueText(options: {
  language: Language;
  key: string;
  values?: Record<string, string | number>;
}): string {
  const source =
    lookup(CATALOGUES[options.language].emails, options.key) ?? lookup(CATALOGUES.en.emails, options.key);
  if (source === undefined) throw new Error(`The emails catalogue has no "${options.key}"`);
  let template = compiled.get(source);
  if (!template) {
    template = engine.compile(source, { noEscape: true, strict: true });
    compiled.set(source, template);
  }
  return template(options.values ?? {});
}

/** A paragraph: a catalogue key, or a text already written (a list of names); with `url`, a link. */
export type EmailParagraph = ({ key: string } | { text: string }) & { url?: string };

export type EmailContent = {
  language: Language;
  to: string;
  /** Catalogue key of the subject. */
  subject: string;
  paragraphs: EmailParagraph[];
  values?: Record<string, string | number>;
};

/** Renders one email into its subject, HTML part, text part and list of links. */
export function renderEmail(content: EmailContent): OutgoingEmail {
  const { language, values } = content;
  const paragraphs = content.paragraphs.map((paragraph) => ({
    text: 'key' in paragraph ? catalogueText({ language, key: paragraph.key, values }) : paragraph.text,
    url: paragraph.url,
  }));
  const view = {
    paragraphs,
    signature: catalogueText({ language, key: 'signature' }),
    linkSeparator: catalogueText({ language, key: 'linkSeparator' }),
  };
  return {
    to: content.to,
    subject: catalogueText({ language, key: content.subject, values }),
    text: TEXT_LAYOUT(view),
    html: HTML_LAYOUT(view),
    links: paragraphs.flatMap((p) => (p.url ? [{ label: p.text, url: p.url }] : [])),
  };
}
