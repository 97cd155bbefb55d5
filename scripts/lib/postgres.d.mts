// Types of postgres.mjs for TypeScript callers (the server's outage test, the fault suite).
export const NO_POSTGRES_EXIT: number;
export function findPostgresBin(): string | null;
export function freeLoopbackPort(): Promise<number>;
export type PgMode = 'smart' | 'fast' | 'immediate';
export type ScriptCluster = {
  bin: string;
  dir: string;
  dataDir: string;
  logFile: string;
  port: number;
  url: string;
  start(): void;
  stop(mode?: PgMode): void;
  restart(mode?: PgMode): void;
  startAsync(): Promise<void>;
  stopAsync(mode?: PgMode): Promise<void>;
  restartAsync(mode?: PgMode): Promise<void>;
  postmasterPid(): number | null;
  pids(): number[];
  logTail(): string;
  remove(): void;
};
export class ClusterError extends Error {
  output: string;
  exitCode: number;
}
export function startCluster(options?: { prefix?: string; log?: (message: string) => void }): Promise<ScriptCluster>;
