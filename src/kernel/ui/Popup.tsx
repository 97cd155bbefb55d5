/**
 * The popup primitive: a mask and a sheet (bottom, right drawer or centred), scroll lock, Escape
 * to close. A mask click within `maskGuardMs` of opening is ignored (spec: side menu 300 ms).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './ui.module.css';
import { useScrollLock } from './scroll-lock';

export type PopupProps = {
  open: boolean;
  onClose: () => void;
  placement?: 'bottom' | 'right' | 'center';
  maskGuardMs?: number;
  label: string;
  children: ReactNode;
  testId?: string;
};

export function Popup({ open, onClose, placement = 'bottom', maskGuardMs = 0, label, children, testId }: PopupProps) {
  const openedAt = useRef(0);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    openedAt.current = Date.now();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  const onMask = () => {
    if (Date.now() - openedAt.current < maskGuardMs) return;
    onClose();
  };
  return (
    <div className={styles.layer}>
      <div className={styles.mask} onClick={onMask} aria-hidden="true" data-testid={testId ? `${testId}-mask` : undefined} />
      <div className={styles.sheet} data-placement={placement} role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
