/**
 * The side menu's place in the layout: the drawer (its table, user block, items, sign-out) loads
 * when it first opens, not with the shell (it is closed at start); the menu button starts the
 * load on pointerdown (or focus) so it is usually there by the click. Closes on any navigation.
 */
import { loadMoreGlyphs } from '@kernel';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { sideMenuOpenAtom } from './atoms';

/** the drawer's module and the icons it draws outside the first load, together */
export const loadSideMenu = () => Promise.all([import('./SideMenu'), loadMoreGlyphs()]).then(([m]) => m);
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

export function SideMenuSlot() {
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on any navigation
  useEffect(() => setOpen(false), [location.key, setOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  );
}
