import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'scheduler');
});

describe('yieldToMain', () => {
  it('ends the task: what is queued as a task before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['earlier task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const y = vi.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { configurable: true, value: { yield: y } });
    await yieldToMain();
    expect(y).toHaveBeenCalledOnce();
  });
});
