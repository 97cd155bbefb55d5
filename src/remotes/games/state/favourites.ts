/**
 * Favourite ids (hearts on tiles): loaded with a session, toggled optimistically and rolled back
 * when the call fails (spec §4). Guests are sent to log in.
 */
import { PAGE_SIZES } from '@contracts/games/calls';
import { isLoggedInAtom, paths, toast } from '@kernel';
import { msg } from '@lingui/core/macro';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchFavouriteIds, setFavourite } from '../api/games';

export const favouriteIdsAtom = atom<ReadonlySet<string>>(new Set<string>());
const loadedForAtom = atom<boolean>(false);

export function useFavouriteIds(): ReadonlySet<string> {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [ids, setIds] = useAtom(favouriteIdsAtom);
  const [loaded, setLoaded] = useAtom(loadedForAtom);
  useEffect(() => {
    if (!loggedIn) {
      setIds(new Set());
      setLoaded(false);
      return;
    }
    if (loaded) return;
    setLoaded(true);
    fetchFavouriteIds(PAGE_SIZES.favouriteIds).then((list) => setIds(new Set(list)), () => setLoaded(false));
  }, [loggedIn, loaded, setIds, setLoaded]);
  return ids;
}

export function useToggleFavourite(onRemoved?: (nodeId: number) => void) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [ids, setIds] = useAtom(favouriteIdsAtom);
  const navigate = useNavigate();
  return useCallback(
    async (nodeId: number, vendor: string) => {
      if (!loggedIn) {
        navigate(paths.login.path);
        return;
      }
      const key = String(nodeId);
      const on = !ids.has(key);
      const flip = (want: boolean) =>
        setIds((cur) => {
          const next = new Set(cur);
          if (want) next.add(key);
          else next.delete(key);
          return next;
        });
      flip(on);
      try {
        await setFavourite(nodeId, vendor, on);
        if (!on) onRemoved?.(nodeId);
      } catch {
        flip(!on);
        toast.short(msg`The favourite could not be saved, please try again`);
      }
    },
    [loggedIn, ids, setIds, navigate, onRemoved],
  );
}
