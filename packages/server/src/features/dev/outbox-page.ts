import { iso } from '../../clock.ts';
import { escapeHtml } from '../../delivery/templates.ts';
import type { OutboxMessage } from '../../store/outbox.ts';

/**
 * The development outbox as a page: every message newest first, its links clickable and its code
 * shown. Everything from the messages is escaped; there is no script.
 */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const body = messages.length
    ? `<ol class="messages">\n${messages.map(renderMessage).join('\n')}\n</ol>`
    : '<p>No messages yet. Ask for a login link or a passcode and it will show up here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox · Foyer</title>
<style>
  body { font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; background: #ffffff; margin: 0; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  .messages { list-style: none; padding: 0; }
  .message { border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  .message h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: 0.75rem; border-radius: 6px; }
  a { color: #0550ae; overflow-wrap: anywhere; }
  .code { font-family: ui-monospace, monospace; font-size: 1.25rem; letter-spacing: 0.15em; }
</style>
</head>
<body>
<main>
<h1>Development outbox</h1>
<p>Messages the server would have delivered, newest first. Development mode keeps them here instead of sending them.</p>
${body}
</main>
</body>
</html>
`;
}

function renderMessage(message: OutboxMessage): string {
  const sentAt = iso(message.createdAt);
  const links = message.links.length
    ? `<h3>Links</h3>\n<ul>${message.links
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('')}</ul>`
    : '';
  return `<li class="message">
<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<dl>
<dt>Channel</dt><dd>${escapeHtml(message.channel)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd><time datetime="${sentAt}">${sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time></dd>
${message.code ? `<dt>Code</dt><dd class="code">${escapeHtml(message.code)}</dd>` : ''}
</dl>
<pre>${escapeHtml(message.text)}</pre>
${links}
</li>`;
}
