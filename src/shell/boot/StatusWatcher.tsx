/**
 * Keeps the status fresh and acts on it: status 1 → /m/maintenance, 2 → /m/restricted, and back
 * home when it clears. Polls faster while blocked; refetches when a call answered "maintenance".
 */
import { fetchStatus, HOME_PATH, paths, statusAtom, statusStaleAtom, systemStatusAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerRemoteEntries } from '../federation/loader';
import { applyTheme } from './theme';

export const STATUS_POLL_MS = { normal: 60_000, blocked: 15_000 } as const;

export function targetFor(systemStatus: number, pathname: string): string | null {
  const blockedPage = systemStatus === 1 ? paths.maintenance.path : systemStatus === 2 ? paths.restricted.path : null;
  if (blockedPage) return pathname === blockedPage ? null : blockedPage;
  return pathname === paths.maintenance.path || pathname === paths.restricted.path ? HOME_PATH : null;
}

function refresh(): void {
  fetchStatus().catch((error: unknown) => console.warn('[status] refresh failed', error));
}

export function StatusWatcher() {
  const systemStatus = useAtomValue(systemStatusAtom);
  const status = useAtomValue(statusAtom);
  const stale = useAtomValue(statusStaleAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const to = targetFor(systemStatus, pathname);
    if (to) navigate(to, { replace: true });
  }, [systemStatus, pathname, navigate]);
  useEffect(() => {
    const id = setInterval(refresh, systemStatus === 0 ? STATUS_POLL_MS.normal : STATUS_POLL_MS.blocked);
    return () => clearInterval(id);
  }, [systemStatus]);
  useEffect(() => {
    if (stale > 0) refresh();
  }, [stale]);
  useEffect(() => {
    if (!status) return;
    registerRemoteEntries(status.info.paths.remotes);
    void applyTheme(status);
  }, [status]);
  return null;
}
