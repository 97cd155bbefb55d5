/**
 * What the player can do in a promotion from his state: join (join; REWCEN3), apply for the
 * reward (join, claim, rejected), or nothing. An upcoming promotion (coming) shows its own state,
 * not yet joinable, and the day it opens, to a guest too. A guest is asked to log in.
 */
import type { Announcement } from '@contracts/content/calls';
import type { Participation } from '@contracts/promotions/rewards';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isLoggedInAtom, openAccountPanelAtom, paths, toast, useFlag } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { joinPromotion } from '../api/promotions';
import { promotionErrorText } from '../lib/error-text';
import styles from '../promotions.module.css';
import { shownState } from '../lib/states';
import { StateBadge } from './StateBadge';

export function ParticipationAction({
  promotion,
  participation,
  onChanged,
}: {
  promotion: Announcement;
  participation: Participation | undefined;
  onChanged: () => void;
}) {
  const { i18n } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openPanel = useSetAtom(openAccountPanelAtom);
  const rewardCentre = useFlag('REWCEN3');
  const [busy, setBusy] = useState(false);
  const upcoming = shownState(promotion, participation?.status) === 'coming';
  const badge = upcoming && <StateBadge state="coming" startDate={promotion.startDate} testId={`promotion-state-${promotion.id}`} />;
  if (!loggedIn) {
    return (
      <div className={styles.actions}>
        {badge}
        <button type="button" className={styles.ghost} onClick={() => openPanel('login')} data-testid="promotion-login">
          <Trans>Log in to take part</Trans>
        </button>
      </div>
    );
  }
  if (!participation) return null;
  const state = participation.status;
  const join = async () => {
    setBusy(true);
    try {
      await joinPromotion(promotion.id);
      onChanged();
    } catch (error) {
      toast.short(promotionErrorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  const canJoin = rewardCentre && state === 'join';
  const canApply = state === 'join' || state === 'claim' || state === 'rejected';
  return (
    <div className={styles.actions}>
      {badge || <StateBadge state={state} testId={`promotion-state-${promotion.id}`} />}
      {canJoin && (
        <button
          type="button"
          className={styles.ghost}
          disabled={busy}
          onClick={() => void join()}
          data-testid={`promotion-join-${promotion.id}`}
        >
          <Trans>Join</Trans>
        </button>
      )}
      {canApply && (
        <Link
          className={styles.primary}
          to={`${paths.applyReward.path}?id=${promotion.id}`}
          data-testid={`promotion-apply-${promotion.id}`}
        >
          <Trans>Apply for reward</Trans>
        </Link>
      )}
    </div>
  );
}
