/**
 * The route-level gate from the route table: a flag that is off shows the contact-service message
 * for 2 s and goes home (spec: reward centre without REWCEN3); a guest on a member route goes to
 * log in (or the route's `guestTo`).
 */
import { msg } from '@lingui/core/macro';
import { closedWhileExcluded, exclusionAtom, HOME_PATH, paths, type RouteInfo, type RouteKey, toast, useGateContext } from '@kernel';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';

export const FLAG_OFF_MS = 2000;
const contactService = msg({ id: 'contact_service', message: 'Please contact customer service' });

function FlagOff() {
  useEffect(() => {
    toast.info(contactService, FLAG_OFF_MS);
  }, []);
  return <Navigate to={HOME_PATH} replace />;
}

export function RouteGate({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const info: RouteInfo = paths[routeKey];
  const ctx = useGateContext();
  const exclusion = useAtomValue(exclusionAtom);
  if (info.flag && ctx.flags[info.flag] !== true) return <FlagOff />;
  if (info.needsLogin && !ctx.loggedIn) return <Navigate to={info.guestTo ?? paths.login.path} replace />;
  // a time-out or self-exclusion: only withdrawals, records and the responsible-gaming page open
  if (ctx.loggedIn && closedWhileExcluded(routeKey, exclusion)) return <Navigate to={paths.responsibleGaming.path} replace />;
  return children;
}
