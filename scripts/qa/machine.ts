/**
 * What the machine was doing during a run: its CPU count and the 1-minute load average, sampled
 * every 15 s from start to end (a figure taken on a shared machine means little without it).
 */
import { availableParallelism, loadavg } from 'node:os';

export type MachineLoad = { cpus: number; load: { start: number; end: number; mean: number; max: number; samples: number } };

export function sampleLoad(everyMs = 15_000): { stop(): MachineLoad } {
  const samples = [loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0] ?? 0);
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        cpus: availableParallelism(),
        load: {
          start: round(samples[0] ?? 0),
          end: round(samples.at(-1) ?? 0),
          mean: round(samples.reduce((a, b) => a + b, 0) / samples.length),
          max: round(Math.max(...samples)),
          samples: samples.length,
        },
      };
    },
  };
}
