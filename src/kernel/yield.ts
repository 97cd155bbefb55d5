/**
 * Ends the current task so the browser can handle input and paint before the next step runs
 * (the boot's steps are separate tasks instead of one long one). `scheduler.yield` where
 * the browser has it (the continuation runs before other queued tasks), else a zero timeout.
 */
type SchedulerWithYield = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
