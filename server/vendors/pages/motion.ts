/**
 * Motion for the game surfaces. Under `prefers-reduced-motion: reduce` nothing moves: waits end at
 * once and amounts are written straight away, so the result shows as soon as the server answers.
 */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** waits `ms` (no wait at all under reduced motion) */
export function pause(ms: number): Promise<void> {
  return reducedMotion() ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}

/** runs a Web Animation and waits for its end; under reduced motion it only applies the last frame */
export async function animate(el: Element, frames: Keyframe[], options: KeyframeAnimationOptions): Promise<void> {
  if (reducedMotion() || typeof el.animate !== 'function') {
    const last = frames[frames.length - 1];
    if (last && el instanceof HTMLElement)
      for (const [k, v] of Object.entries(last)) if (k !== 'offset' && typeof v === 'string') el.style.setProperty(k, v);
    return;
  }
  await el.animate(frames, { fill: 'forwards', ...options }).finished.catch(() => undefined);
}

/**
 * Counts `el`'s text up from 0 to `to` in the given steps (surface-map.ts `countUpSteps`, the last
 * is `to` itself); under reduced motion only the last is written.
 */
export async function countUp(el: HTMLElement, steps: number[], format: (n: number) => string, ms = 700): Promise<void> {
  const last = steps[steps.length - 1] ?? 0;
  if (reducedMotion() || steps.length < 2) {
    el.textContent = format(last);
    return;
  }
  const each = ms / steps.length;
  for (const step of steps) {
    el.textContent = format(step);
    await new Promise((resolve) => setTimeout(resolve, each));
  }
  el.textContent = format(last);
}
