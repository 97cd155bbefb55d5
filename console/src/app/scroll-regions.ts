/**
 * Keyboard access to what scrolls sideways: a table wider than its box (a tablet) scrolls inside it,
 * and a keyboard user must be able to reach it to scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable). While a `.table-box` or a table that scrolls on its own overflows,
 * it is put in the tab order — the box as a region named after its table — and taken out again
 * once it fits. Watches the area's page for new content and for size changes.
 */
import { useEffect } from 'react';

const MARK = 'scrollRegion';

function nameOf(table: HTMLTableElement | null, fallback: string): string {
  if (!table) return fallback;
  const own = table.getAttribute('aria-label');
  if (own) return own;
  const by = table.getAttribute('aria-labelledby');
  const labelled = by ? document.getElementById(by)?.textContent?.trim() : undefined;
  return labelled || table.caption?.textContent?.trim() || fallback;
}

function update(root: HTMLElement, fallback: string): void {
  for (const el of root.querySelectorAll<HTMLElement>('.table-box, table')) {
    const scrolls = getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth + 1;
    const marked = el.dataset[MARK] === '1';
    if (scrolls && !marked) {
      el.dataset[MARK] = '1';
      el.tabIndex = 0;
      if (el.tagName !== 'TABLE') {
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', nameOf(el.querySelector('table'), fallback));
      }
    } else if (!scrolls && marked) {
      delete el.dataset[MARK];
      el.removeAttribute('tabindex');
      if (el.tagName !== 'TABLE') {
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    }
  }
}

/**
 * Keeps the sideways-scrolling tables under `root` reachable by keyboard; `fallback` names a table
 * without a name. `root` comes from a callback ref, so a new element (the page remounted for another
 * brand) is watched in its turn.
 */
export function useKeyboardScrollRegions(root: HTMLElement | null, fallback: string): void {
  useEffect(() => {
    if (!root) return;
    const check = () => update(root, fallback);
    const sizes = new ResizeObserver(check);
    sizes.observe(root);
    const changes = new MutationObserver(check);
    changes.observe(root, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      sizes.disconnect();
      changes.disconnect();
    };
  }, [root, fallback]);
}
