export function findPostgresBin(): string | null;
export function ensurePostgres(): string;
export function freePort(): Promise<number>;
export interface PostgresCluster {
  url: string;
  port: number;
  dir: string;
  stop(): void;
  /** `pg_ctl restart -m fast`: cuts every connection, waits until the server accepts them again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: the server goes away (connections cut, the port refuses) until `startServer()`. */
  stopServer(): Promise<void>;
  /** Starts it again with the same options; resolves once it accepts connections. */
  startServer(): Promise<void>;
}
export function startPostgresCluster(): Promise<PostgresCluster>;
