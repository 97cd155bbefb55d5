/**
 * The invite-friends popup (bottom navigation "Invite friends", side menu "Share"; REFERRAL3): the
 * member's referral link, copy (clipboard, else the prompt with Ctrl+C or Cmd+C and Enter), and the
 * browser's native share sheet where it has one.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, memberInfoAtom, Popup, siteAtom, toast } from '@kernel';
import { useAtom, useAtomValue } from 'jotai';
import { invitePopupOpenAtom, referralLink } from './invite';
import styles from './invite.module.css';

const copied = msg`Copied`;
const fallback = msg({ id: 'copy_fallback', message: 'Copy to clipboard: Ctrl+C or Cmd+C, then Enter' });

export async function copyText(value: string, prompt: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    window.prompt(prompt, value);
    return false;
  }
}

export default function InvitePopup() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useAtom(invitePopupOpenAtom);
  const info = useAtomValue(memberInfoAtom);
  const brand = useAtomValue(siteAtom)?.brandName ?? '';
  const link = referralLink(window.location.origin, info?.affiliateCode);
  const canShare = typeof navigator.share === 'function';
  const close = () => setOpen(false);
  const shareText = t`Join me at ${brand}`;
  return (
    <Popup open={open} onClose={close} label={t`Invite friends`} testId="invite-popup">
      <div className={styles.invite}>
        <header className={styles.head}>
          <h2>
            <Trans>Invite friends</Trans>
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t`Close`}>
            <Icon name="close" />
          </button>
        </header>
        <p className={styles.lead}>
          <Trans>Share your link: friends who sign up with it join as your referrals.</Trans>
        </p>
        {info?.affiliateCode && (
          <p className={styles.code}>
            <Trans>Your invitation code</Trans> <strong data-testid="invite-code">{info.affiliateCode}</strong>
          </p>
        )}
        <output className={styles.link} data-testid="invite-link">
          {link}
        </output>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={async () => {
              if (await copyText(link, i18n._(fallback))) toast.copy(copied);
            }}
            data-testid="invite-copy"
          >
            <Icon name="copy" size={1.1} />
            <Trans>Copy link</Trans>
          </button>
          {canShare && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void navigator.share({ title: brand, text: shareText, url: link }).catch(() => undefined)}
              data-testid="invite-share"
            >
              <Icon name="share" size={1.1} />
              <Trans>Share</Trans>
            </button>
          )}
        </div>
      </div>
    </Popup>
  );
}
