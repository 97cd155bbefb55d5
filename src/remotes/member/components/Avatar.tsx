/** The avatar: the profile picture when PROFPIC3 is on and one is set, else the initial (spec §3). */
import { avatarInitial } from '@contracts/account/member';
import { useLingui } from '@lingui/react/macro';
import { memberInfoAtom, tokenAtom, useFlag } from '@kernel';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { memberApi } from '../api/member';
import styles from '../member.module.css';

/** The loaded picture (a data URL) of the session it was loaded for; another session loads its own. */
export const avatarPictureAtom = atom<{ token: string; icon: string | null } | null>(null);

export function Avatar({ account }: { account: string }) {
  const { t } = useLingui();
  const info = useAtomValue(memberInfoAtom);
  const token = useAtomValue(tokenAtom);
  const pictures = useFlag('PROFPIC3');
  const [cached, setCached] = useAtom(avatarPictureAtom);
  const picture = token && cached?.token === token ? cached.icon : null;
  useEffect(() => {
    if (!pictures || !token || cached?.token === token) return;
    memberApi.icon().then(
      (v) => setCached({ token, icon: v.icon }),
      () => setCached({ token, icon: null }),
    );
  }, [pictures, token, cached, setCached]);
  const initial = avatarInitial({ nickname: info?.nickname ?? null, account });
  return (
    <span className={styles.avatar} data-testid="member-avatar">
      {pictures && picture ? (
        <img src={picture} alt={t`Your avatar`} data-testid="member-avatar-picture" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
