import { ERROR_CATALOGUE, isErrorType } from '@foyer/protocol/errors';
import { ERROR_TYPES_EXTENSION } from '../../http/route.ts';
import type { OpenApiDocument } from './openapi.ts';

// The document's nested objects are typed loosely by the generator; the page reads them as JSON.
type Json = Record<string, unknown>;

interface Field {
  name: string;
  location: 'path' | 'query' | 'body';
  type: string;
  required: boolean;
  description: string;
}

interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  security: string[];
  fields: Field[];
  errors: Array<{ type: string; status: number; message: string }>;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The API reference page: plain, accessible HTML rendered from the OpenAPI document (no scripts, no
 * CDN: it must work offline and with assistive technology). Operations are grouped by tag; each
 * shows its method, path, summary, credentials, request fields and error types.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const byTag = groupByTag({ ...document });
  const schemes = document.components?.securitySchemes ?? {};
  const nav = [...byTag.keys()].map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('');
  const sections = [...byTag.entries()].map(([tag, ops]) => renderTag(tag, ops)).join('\n');
  const schemeItems = Object.entries(schemes)
    .map(([name, s]) => `<dt><code>${escapeHtml(name)}</code></dt><dd>${escapeHtml(s.description ?? '')}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLES}</style>
</head>
<body>
<header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p></header>
<nav aria-label="API sections"><h2>Sections</h2><ul>${nav}</ul></nav>
<main>
<section aria-labelledby="auth"><h2 id="auth">Authentication</h2><dl>${schemeItems}</dl></section>
${sections}
</main>
</body>
</html>
`;
}

function renderTag(tag: string, operations: Operation[]): string {
  const items = operations.map(renderOperation).join('\n');
  return `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escapeHtml(tag)}</h2>\n${items}</section>`;
}

function renderOperation(op: Operation): string {
  const fields = op.fields.length
    ? `<table><caption>Request fields</caption><thead><tr><th scope="col">Field</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${op.fields
        .map(
          (f) =>
            `<tr><th scope="row"><code>${escapeHtml(f.name)}</code></th><td>${f.location}</td><td>${escapeHtml(f.type)}</td><td>${f.required ? 'yes' : 'no'}</td><td>${escapeHtml(f.description)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No request fields.</p>';
  const errors = op.errors.length
    ? `<table><caption>Errors</caption><thead><tr><th scope="col">error_type</th><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>${op.errors
        .map(
          (e) =>
            `<tr><th scope="row"><code>${escapeHtml(e.type)}</code></th><td>${e.status}</td><td>${escapeHtml(e.message)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No documented errors.</p>';
  const auth = op.security.length ? op.security.map((s) => `<code>${escapeHtml(s)}</code>`).join(', ') : 'none';
  return `<article id="${op.id}" aria-labelledby="${op.id}-title">
<h3 id="${op.id}-title"><span class="method">${op.method.toUpperCase()}</span> <code>${escapeHtml(op.path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>
<p>Credentials: ${auth}</p>
${fields}
${errors}
</article>`;
}

function groupByTag(document: Json): Map<string, Operation[]> {
  const groups = new Map<string, Operation[]>();
  const paths = (document.paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const tag = ((operation.tags as string[] | undefined) ?? ['Other'])[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push(readOperation(document, method, path, operation));
      groups.set(tag, list);
    }
  }
  return groups;
}

function readOperation(document: Json, method: string, path: string, operation: Json): Operation {
  const security = ((operation.security as Array<Record<string, unknown>> | undefined) ?? []).flatMap(Object.keys);
  return {
    id: slug(`${method} ${path}`),
    method,
    path,
    summary: String(operation.summary ?? ''),
    security,
    fields: [...parameterFields(operation), ...bodyFields(document, operation)],
    errors: errorsOf(operation),
  };
}

function parameterFields(operation: Json): Field[] {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  return parameters.map((p) => ({
    name: String(p.name),
    location: p.in === 'query' ? 'query' : 'path',
    type: typeName((p.schema as Json | undefined) ?? {}),
    required: p.required === true,
    description: String(p.description ?? ''),
  }));
}

function bodyFields(document: Json, operation: Json): Field[] {
  const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const schema = resolve(document, (content?.['application/json']?.schema as Json | undefined) ?? {});
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    location: 'body' as const,
    type: typeName(property),
    required: required.has(name),
    description: String(resolve(document, property).description ?? property.description ?? ''),
  }));
}

function errorsOf(operation: Json): Operation['errors'] {
  const declared = operation[ERROR_TYPES_EXTENSION] as unknown[] | undefined;
  if (declared) {
    return declared.filter(isErrorType).map((type) => ({ type, ...ERROR_CATALOGUE[type] }));
  }
  // Routes without an annotation: fall back to the error statuses they declare.
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  return Object.entries(responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => ({ type: '—', status: Number(status), message: String(response.description ?? '') }));
}

function resolve(document: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  return schemas[name] ?? schema;
}

/** A short, readable type: `string`, `integer`, `array of object`, a schema name, or a union. */
function typeName(schema: Json): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace('#/components/schemas/', '');
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (union) return union.map(typeName).join(' or ');
  if (schema.type === 'array') return `array of ${typeName((schema.items as Json | undefined) ?? {})}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const STYLES = `
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff}
code{font-family:ui-monospace,monospace}
h1 small{font-size:.6em;color:#555}
article{border-top:1px solid #ccc;padding:.5rem 0 1rem}
.method{display:inline-block;min-width:4rem;font-family:ui-monospace,monospace;color:#0b5394}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
caption{text-align:left;font-weight:600}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
a{color:#0b5394}
a:focus,a:hover{outline:2px solid #0b5394}
`;
