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
/** the page size the ids were loaded with (0: not loaded) */
const loadedForAtom = atom<number>(0);
let generation = 0;

/**
 * Spec §9 "Favourites page size 200 (home 100)", DECISIONS: home asks for 100 ids, the other pages
 * for 200; a page that needs more than were loaded asks again, and only the newest answer counts.
 */
export function useFavouriteIds(pageSize: number = PAGE_SIZES.favouriteIds): ReadonlySet<string> {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [ids, setIds] = useAtom(favouriteIdsAtom);
  const [loaded, setLoaded] = useAtom(loadedForAtom);
  useEffect(() => {
    if (!loggedIn) {
      generation++;
      setIds(new Set());
      setLoaded(0);
      return;
    }
    if (loaded >= pageSize) return;
    setLoaded(pageSize);
    const mine = ++generation;
    fetchFavouriteIds(pageSize).then(
      (list) => mine === generation && setIds(new Set(list)),
      () => mine === generation && setLoaded(0),
    );
  }, [loggedIn, loaded, pageSize, setIds, setLoaded]);
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
