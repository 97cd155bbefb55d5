/** Picks the header for the current route: the home header, or a title header with back. */
import { useLingui } from '@lingui/react';
import { paths, routeKeyOf, useSite } from '@kernel';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRenewMember } from '../account/hooks/useRenewMember';
import { HomeHeader } from './HomeHeader';
import { TitleHeader } from './TitleHeader';

/** Pages shown while the site is blocked: no way back into the site from them. */
const BLOCKED_PAGES = new Set(['maintenance', 'restricted']);

export function Header() {
  const { i18n } = useLingui();
  const site = useSite();
  const key = routeKeyOf(useLocation().pathname) ?? 'home';
  const title = i18n._(paths[key].title);
  useRenewMember(); // with a session: member info and VIP progress (spec §4)
  useEffect(() => {
    document.title = `${title} - ${site.brandName}`;
  }, [title, site.brandName]);
  if (key === 'home') return <HomeHeader />;
  return <TitleHeader title={title} showBack={!BLOCKED_PAGES.has(key)} />;
}
