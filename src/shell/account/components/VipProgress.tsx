/** The VIP progress bar (vipProgress 0 to 1 from the player rank progress). */
import { useLingui } from '@lingui/react/macro';
import { vipProgressAtom } from '@kernel';
import { useAtomValue } from 'jotai';

export function VipProgress() {
  const { t } = useLingui();
  const progress = useAtomValue(vipProgressAtom);
  const percent = Math.round(progress * 100);
  return (
    <progress max={100} value={percent} aria-label={t`VIP progress`} data-testid="vip-progress" style={{ width: '100%' }}>
      {percent}%
    </progress>
  );
}
