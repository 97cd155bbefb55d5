/**
 * The open account panel as a modal sheet (scroll locked by Popup); one at a time. The panels
 * (forms, validation, payload encryption) load when a panel first opens, not with the shell.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { accountPanelAtom, closeAccountPanelAtom, Icon, openAccountPanelAtom, Popup, paths, useSite } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import styles from '../account.module.css';

const PanelSwitch = lazy(() => import('./PanelSwitch').then((m) => ({ default: m.PanelSwitch })));

const closeLabel = msg`Close`;
const TITLE = { login: paths.login.title, register: paths.register.title, forget: paths.forget.title } as const;

export function AccountModal() {
  const { i18n } = useLingui();
  const site = useSite();
  const state = useAtomValue(accountPanelAtom);
  const close = useSetAtom(closeAccountPanelAtom);
  const open = useSetAtom(openAccountPanelAtom);
  if (!state) return null;
  const title = i18n._(TITLE[state.panel]);
  return (
    <Popup open onClose={close} placement="bottom" label={title} testId={`${state.panel}-modal`}>
      <div className={styles.panel}>
        <div className={styles.sheetHead}>
          <span className={styles.brand}>{site.logoText}</span>
          <h2>{title}</h2>
          <button type="button" className={styles.close} onClick={close} aria-label={i18n._(closeLabel)} data-testid="account-modal-close">
            <Icon name="close" />
          </button>
        </div>
        {state.notice && (
          <p className={styles.notice} role="alert">
            {i18n._(state.notice)}
          </p>
        )}
        <Suspense fallback={null}>
          <PanelSwitch key={state.panel} panel={state.panel} onDone={close} go={(p) => open(p)} />
        </Suspense>
      </div>
    </Popup>
  );
}
