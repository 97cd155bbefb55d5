/** A tiny SVG element builder for the game surfaces (attributes only, never markup strings). */
const NS = 'http://www.w3.org/2000/svg';

export function svg(tag: string, attrs: Record<string, string | number> = {}, ...children: (SVGElement | string)[]): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  for (const child of children) el.append(child);
  return el;
}

/** an `<svg>` drawing of the given view box, hidden from assistive technology (its meaning is said in text) */
export function picture(viewBox: string, className: string, ...children: SVGElement[]): SVGElement {
  return svg('svg', { viewBox, class: className, 'aria-hidden': 'true', focusable: 'false' }, ...children);
}
