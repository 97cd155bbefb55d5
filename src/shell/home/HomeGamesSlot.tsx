/**
 * Where home's game part (the games remote's `home` widget) mounts. The registration loads after
 * first paint (GameMenu asks for it); until then a box of the widget's reserved height keeps the
 * footer in place (no layout shift). A failing remote leaves the box empty, the rest of home works.
 */
import { ErrorBoundary } from '@kernel';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { registrationsAtom } from '../federation/loader';

/** Must match HOME_GAMES_MIN_HEIGHT of the widget. */
const RESERVED_PX = 900;

export function HomeGamesSlot() {
  const Widget = useAtomValue(registrationsAtom).games?.widgets?.home;
  const space = <div style={{ minHeight: RESERVED_PX }} aria-busy="true" data-testid="home-games-space" />;
  if (!Widget) return space;
  return (
    <ErrorBoundary name="games-home" fallback={() => space}>
      <Suspense fallback={space}>
        <Widget />
      </Suspense>
    </ErrorBoundary>
  );
}
