/**
 * Moving the server clock in a test: `const at = clockFrom(T0)`, then `at(30)` sets the clock to 30
 * minutes after T0 and returns that time; the clock goes back to real time after each test.
 */
import { afterEach } from 'vitest';
import { clock } from '../clock';

export function clockFrom(t0: Date): (minutes: number) => Date {
  afterEach(() => {
    clock.now = () => new Date();
  });
  return (minutes) => {
    const d = new Date(t0.getTime() + minutes * 60_000);
    clock.now = () => d;
    return d;
  };
}
