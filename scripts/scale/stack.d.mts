// Types of stack.mjs for the TypeScript fault suite (scripts/faults/).
import type { ChildProcess } from 'node:child_process';

export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
export type ServerProcess = {
  index: number;
  port: number;
  child: ChildProcess;
  log: string;
  exits: { code: number | null; signal: NodeJS.Signals | null; at: number }[];
};
export type Cluster = {
  bin: string;
  dir: string;
  dataDir: string;
  port: number;
  url: string;
  start(): void;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  restart(mode?: 'smart' | 'fast' | 'immediate'): void;
  startAsync(): Promise<void>;
  stopAsync(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  restartAsync(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  postmasterPid(): number | null;
  pids(): number[];
  logTail(): string;
  remove(): void;
};
export type Stack = {
  dir: string;
  postgres: Cluster | null;
  databaseUrl: string;
  operatorToken: string;
  servers: ServerProcess[];
  nginx: { bin: string; child: ChildProcess; prefix: string; conf: string } | null;
  port: number;
  url: string;
  env: Record<string, string>;
  startServer(index: number, port: number, extraEnv?: Record<string, string>): Promise<ServerProcess>;
  startNginx(port: number): Promise<void>;
  stop(): Promise<void>;
};
export type StackOptions = {
  processes?: number;
  databaseUrl?: string | null;
  port?: number;
  serverEnv?: Record<string, string>;
  log?: (msg: string) => void;
  inheritServerLogs?: boolean;
  readyTimeoutMs?: number;
  nginx?: boolean;
};

export function sleep(ms: number): Promise<void>;
export function freeLoopbackPort(): Promise<number>;
export function findNginx(): string | null;
export function alive(pid: number): boolean;
export function httpCall(
  port: number,
  method: string,
  path: string,
  opts?: { host?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<HttpAnswer>;
export function stopChild(child: ChildProcess, graceMs?: number): Promise<void>;
export function waitReady(
  port: number,
  opts?: { child?: ChildProcess; timeoutMs?: number; host?: string; intervalMs?: number },
): Promise<void>;
export function nginxConfig(o: { prefix: string; listenPort: number; upstreamPorts: number[]; failTimeoutS?: number }): string;
export function startStack(o?: StackOptions): Promise<Stack>;
