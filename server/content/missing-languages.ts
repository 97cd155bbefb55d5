/** The brand's offered languages that have no text in `texts` (the editors flag them; players reading them get the fallback). */
export function missingLanguages(texts: readonly { language: string }[], offered: readonly string[]): string[] {
  const have = new Set(texts.map((t) => t.language));
  return offered.filter((l) => !have.has(l));
}
