import { describe, expect, it } from 'vitest';
import { ProjectSettings } from '../config/project-settings.ts';
import { escapeHtml, findEmailTemplate, renderTemplate, type TemplateValues } from './templates.ts';

const values: TemplateValues = {
  link: 'https://host.example/authenticate?a=1&token=T',
  email: 'ada@example.com',
  project_name: 'Acme <Beta>',
  expiration_minutes: '30',
};
const escapedLink = 'https://host.example/authenticate?a=1&amp;token=T';

describe('email templates', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('fills placeholders raw in subject and text, escaped in HTML, and leaves unknown ones as written', () => {
    const rendered = renderTemplate(
      {
        subject: '{{ project_name }}: log in',
        text: 'Hi {{email}}, {{link}} ({{expiration_minutes}} min) {{nope}}',
        html: '<p title="{{project_name}}"><a href="{{link}}">{{project_name}}</a></p>',
      },
      values,
      'en',
    );
    expect(rendered.subject).toBe('Acme <Beta>: log in');
    expect(rendered.text).toBe(`Hi ada@example.com, ${values.link} (30 min) {{nope}}`);
    expect(rendered.html).toBe(`<p title="Acme &lt;Beta&gt;"><a href="${escapedLink}">Acme &lt;Beta&gt;</a></p>`);
  });

  it('makes the HTML part from the text when the template has none, the link clickable', () => {
    const rendered = renderTemplate({ subject: 'S', text: 'Line one\nline <two>\n\n{{link}}' }, values, 'en');
    expect(rendered.html).toContain('<p>Line one<br>\nline &lt;two&gt;</p>');
    expect(rendered.html).toContain(`<p><a href="${escapedLink}">${escapedLink}</a></p>`);
  });

  it('keeps a subject on one line whatever the values hold', () => {
    const rendered = renderTemplate({ subject: 'Hi {{email}}\r\nBcc: x@evil.example', text: '{{link}}' }, values, 'en');
    expect(rendered.subject).toBe('Hi ada@example.com Bcc: x@evil.example');
  });

  it('adds the link when a template leaves it out, so it is always visible', () => {
    const rendered = renderTemplate({ subject: 'S', text: 'Welcome.', html: '<p>Welcome.</p>' }, values, 'en');
    expect(rendered.text).toBe(`Welcome.\n\n${values.link}\n`);
    expect(rendered.html).toBe(`<p>Welcome.</p>\n<p><a href="${escapedLink}">${escapedLink}</a></p>`);
  });

  it('finds a configured template by id and refuses others, inherited names included', () => {
    const settings = ProjectSettings.parse({ email_templates: { welcome: { subject: 'S', text: 'T' } } });
    expect(findEmailTemplate(settings, 'welcome')).toEqual({ subject: 'S', text: 'T' });
    for (const id of ['missing', 'constructor', '__proto__']) {
      expect(() => findEmailTemplate(settings, id), id).toThrow(
        expect.objectContaining({ type: 'template_not_found' }),
      );
    }
  });
});
