import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** One HTTP answer, its body parsed as JSON. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: Foyer's JSON answers, read field by field in assertions.
  body: any;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  /**
   * The loopback address the request leaves from (default 127.0.0.1): every 127.x.y.z address is
   * this machine, so one test process can be many clients as nginx and Foyer see them.
   */
  from?: string;
  agent?: Agent;
}

/** A keep-alive connection pool for one client address, as a browser or host backend would keep. */
export function clientAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 4 });
}

/** Sends one request and resolves with its answer (rejects only when there is no answer at all). */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.from ?? '127.0.0.1',
        agent: options.agent ?? false,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // nginx's own error pages are HTML: kept as text for the failure message.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Basic credentials as the SDK and host backends send them. */
export function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
