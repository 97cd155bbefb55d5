/** The avatar: the profile picture when PROFPIC3 is on and one is set, else the initial (spec §3). */
import { avatarInitial } from '@contracts/account/member';
import { useLingui } from '@lingui/react/macro';
import { memberInfoAtom, useFlag } from '@kernel';
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { memberApi } from './api';
import styles from './member.module.css';

/** The loaded picture (a data URL), undefined until asked. */
export const avatarPictureAtom = atom<string | null | undefined>(undefined);

export function Avatar({ account }: { account: string }) {
  const { t } = useLingui();
  const info = useAtomValue(memberInfoAtom);
  const pictures = useFlag('PROFPIC3');
  const [picture, setPicture] = useAtom(avatarPictureAtom);
  useEffect(() => {
    if (!pictures || picture !== undefined) return;
    memberApi.icon().then(
      (v) => setPicture(v.icon),
      () => setPicture(null),
    );
  }, [pictures, picture, setPicture]);
  const initial = avatarInitial({ nickname: info?.nickname ?? null, account });
  return (
    <span className={styles.avatar} data-testid="member-avatar">
      {pictures && picture ? <img src={picture} alt={t`Your avatar`} data-testid="member-avatar-picture" /> : <span aria-hidden="true">{initial}</span>}
    </span>
  );
}
