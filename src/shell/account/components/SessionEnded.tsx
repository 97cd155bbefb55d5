/**
 * Mounted by AccountHost while the server-ended session's notice is held (signed in elsewhere, issue
 * 28; loaded only then): goes to the login page, which shows the notice, and drops the notice once
 * the player leaves that page (a new login drops it too: loginAtom).
 */
import { paths, routeKeyOf, sessionEndedAtom } from '@kernel';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

export default function SessionEnded() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setEnded = useSetAtom(sessionEndedAtom);
  const told = useRef(false);
  useEffect(() => {
    const key = routeKeyOf(pathname);
    if (key === 'login' || key === 'agentLogin') told.current = true;
    else if (told.current) setEnded(null);
    else navigate(paths.login.path, { replace: true });
  }, [pathname, navigate, setEnded]);
  return null;
}
