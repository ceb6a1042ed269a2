import type { ChildProcess } from 'node:child_process';

export function ensureNginx(): string;
export function withAddresses(snippet: string, addresses: { listen: number; instances: string[] }): string;
export interface NginxRequest {
  status: number;
  method: string;
  uri: string;
  /** `127.0.0.1:4001`, or `a, b` when nginx tried a second instance. */
  upstream: string;
  upstreamStatus: string;
}
export interface RunningNginx {
  url: string;
  dir: string;
  child: ChildProcess;
  errorLog(): string;
  upstreams(): NginxRequest[];
  stop(): Promise<void>;
}
export function startNginx(options: { httpConfig: string; port: number }): Promise<RunningNginx>;
