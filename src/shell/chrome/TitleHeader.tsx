/** The header of inner pages: back button (unless hidden), the route's title or an explicit one. */
import { useLingui } from '@lingui/react/macro';
import { headerOptionsAtom, Icon } from '@kernel';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { backAction, canGoBack } from './back';
import styles from './chrome.module.css';

export function TitleHeader({ title, showBack = true }: { title: string; showBack?: boolean }) {
  const { t } = useLingui();
  const options = useAtomValue(headerOptionsAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onBack = () => {
    const action = backAction(pathname, canGoBack());
    if (action.kind === 'history') navigate(-1);
    else navigate(action.to, { replace: true });
  };
  return (
    <header className={styles.header} data-testid="page-header">
      {showBack && !options.hideBack ? (
        <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t`Back`} data-testid="header-back">
          <Icon name="back" />
        </button>
      ) : (
        <span className={styles.iconSpace} />
      )}
      <h1 className={styles.title} data-testid="page-title">
        {options.title ?? title}
      </h1>
      <span className={styles.iconSpace} />
    </header>
  );
}
