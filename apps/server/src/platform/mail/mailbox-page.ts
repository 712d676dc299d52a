import type { OutboxLink } from '@shortlist/db/schema/platform';
import { escapeHtml } from '../escape-html.ts';

export type MailboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: OutboxLink[];
  date: string;
  status: string;
};

function renderMessage(message: MailboxMessage): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
    .join('');
  return `<article aria-labelledby="m${message.id}">
  <h2 id="m${message.id}">${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.date}">${message.date.replace('T', ' ').slice(0, 19)} UTC</time>, ${escapeHtml(message.status)}</p>
  ${links ? `<ul class="links" aria-label="Links">${links}</ul>` : ''}
  <pre>${escapeHtml(message.text)}</pre>
</article>`;
}

/** The development mailbox: every queued email, newest first, links clickable. No script. */
export function renderMailboxPage(messages: MailboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p>No email yet. Messages the platform sends appear here while no SMTP server is configured.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mailbox (development) | Shortlist</title>
<style>
body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1f1a17}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{margin:0 0 .25rem;font-size:1.15rem}.meta{margin:0;color:#555}
pre{white-space:pre-wrap;font-family:inherit;background:#f7f5f2;padding:.75rem;border-radius:.25rem}
a{color:#8a3c05}
</style>
</head>
<body>
<main>
<h1>Mailbox (development)</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. Also as <a href="/dev/mailbox.json">JSON</a>.</p>
${body}
</main>
</body>
</html>`;
}
