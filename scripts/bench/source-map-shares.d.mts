/** Types of source-map-shares.mjs. */
export type SourceMap = { sources: string[]; mappings: string };
export type Share = { raw: number; brotli: number };
export function decodeSegment(text: string): number[];
export function charsPerSource(code: string, map: SourceMap): Map<string, number>;
export function sourceLabel(source: string, byPackage: boolean): string;
export function scriptShares(
  file: string,
  options?: { byPackage?: boolean },
): { raw: number; brotli: number; parts: Map<string, Share> } | null;
