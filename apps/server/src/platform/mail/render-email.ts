import type { Language } from '@shortlist/domain/languages';
import { CATALOGUES, lookup } from '@shortlist/i18n/catalogues';
import Handlebars from 'handlebars';
import type { OutgoingEmail } from './outbox.ts';

/**
 * One template mechanism for every email: texts come from the `emails` catalogue (subject,
 * paragraphs, action label, with `{{placeholders}}`), values are filled in as plain text, then
 * one layout writes the HTML part (Handlebars escapes every value) and one the text part.
 * A value holding `<script>` therefore arrives escaped in the HTML and as typed in the text.
 */
const engine = Handlebars.create();

// `strict`: a placeholder without its value is a bug, not an empty gap in a sent email.
const textOptions = { noEscape: true, strict: true } as const;

const HTML_LAYOUT = engine.compile(
  '{{#each paragraphs}}<p>{{this}}</p>{{/each}}' +
    '{{#if action}}<p><a href="{{action.url}}">{{action.label}}</a></p>{{/if}}' +
    '{{#each after}}<p>{{this}}</p>{{/each}}<p>{{signature}}</p>',
  { strict: false },
);

const TEXT_LAYOUT = engine.compile(
  '{{#each paragraphs}}{{this}}\n\n{{/each}}' +
    '{{#if action}}{{action.label}}: {{action.url}}\n\n{{/if}}' +
    '{{#each after}}{{this}}\n\n{{/each}}{{signature}}',
  { noEscape: true, strict: false },
);

const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** The catalogue text of `key` in the language (English when the language lacks it). */
function catalogueText(language: Language, key: string): string {
  const text = lookup(CATALOGUES[language].emails, key) ?? lookup(CATALOGUES.en.emails, key);
  if (text === undefined) throw new Error(`The emails catalogue has no "${key}"`);
  return text;
}

function fill(language: Language, key: string, values: Record<string, string>): string {
  const source = catalogueText(language, key);
  let template = compiled.get(source);
  if (!template) {
    template = engine.compile(source, textOptions);
    compiled.set(source, template);
  }
  return template(values);
}

export type EmailContent = {
  language: Language;
  /** The email's entry in the `emails` catalogue: `subject`, `intro`, `outro`, and `action` with a link. */
  kind: string;
  to: string;
  values?: Record<string, string>;
  /** The email's link; its label is the catalogue's `<kind>.action`. */
  actionUrl?: string;
};

/** Renders one email of the catalogue into its subject, HTML part and text part. */
export function renderEmail(content: EmailContent): OutgoingEmail {
  const { language, kind } = content;
  const values = content.values ?? {};
  const action = content.actionUrl
    ? { label: fill(language, `${kind}.action`, values), url: content.actionUrl }
    : undefined;
  const view = {
    paragraphs: [fill(language, `${kind}.intro`, values)],
    action,
    after: [fill(language, `${kind}.outro`, values)],
    signature: fill(language, 'signature', values),
  };
  return {
    to: content.to,
    subject: fill(language, `${kind}.subject`, values),
    text: TEXT_LAYOUT(view),
    html: HTML_LAYOUT(view),
    links: action ? [action] : [],
  };
}
