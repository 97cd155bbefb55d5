// Types of slowness.mjs for TypeScript callers (vitest.config.ts, playwright.config.ts, e2e support).
export const REFERENCE_MS: number;
export const MAX_SLOWNESS: number;
export function measureRoundMs(): number;
export function parseSlowness(raw: string | undefined): number | null;
export function slowness(): number;
export function scaled(ms: number, factor?: number): number;
export function componentWaitMs(): number;
