export function findPostgresBin(): string | null;
export function ensurePostgres(): string;
export function freePort(): Promise<number>;
export interface PostgresCluster {
  url: string;
  port: number;
  dir: string;
  stop(): void;
}
export function startPostgresCluster(): Promise<PostgresCluster>;
