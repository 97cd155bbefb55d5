/**
 * The console's frame once signed in: a header (brand switcher, language, who is signed in, sign
 * out), the side navigation of the areas the member may open, and the area's page. On a narrow
 * screen (a tablet held upright) the navigation folds behind a Menu button in the header and
 * closes again once an area is chosen, leaving the page the whole width. While it is open, Escape
 * closes it wherever the focus is (unless a control on the page used that Escape itself) and puts
 * the focus back on the Menu button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { AREAS } from '../areas';
import { api, setCsrf } from './api';
import { activate, LANGUAGES, type Language } from './i18n';
import { Done, type Me } from './schemas';
import { useKeyboardScrollRegions } from './scroll-regions';
import { allowed, brandAtom, meAtom } from './state';

function BrandSwitcher({ me }: { me: Me }) {
  const { t } = useLingui();
  const [brand, setBrand] = useAtom(brandAtom);
  if (me.brands.length === 0) return null;
  return (
    <label className="inline">
      <Trans>Brand</Trans>
      <select value={brand ?? ''} onChange={(e) => setBrand(e.target.value)} aria-label={t`Brand`} data-testid="brand-switcher">
        {me.brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name} ({b.id})
          </option>
        ))}
      </select>
    </label>
  );
}

function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  return (
    <select value={i18n.locale} onChange={(e) => activate(e.target.value as Language)} aria-label={t`Language`}>
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.htmlLang}>
          {l.label}
        </option>
      ))}
    </select>
  );
}

function NotAllowed() {
  return (
    <section>
      <h1>
        <Trans>Not available</Trans>
      </h1>
      <p data-testid="not-allowed">
        <Trans>Your role does not give access to this area.</Trans>
      </p>
    </section>
  );
}

function Home({ me }: { me: Me }) {
  const first = AREAS.find((a) => allowed(me, a.permission));
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return <NotAllowed />;
}

export function Shell({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const setMe = useSetAtom(meAtom);
  const brand = useAtomValue(brandAtom);
  const areas = AREAS.filter((a) => allowed(me, a.permission));
  const [menuOpen, setMenuOpen] = useState(false);
  const [main, setMain] = useState<HTMLElement | null>(null);
  useKeyboardScrollRegions(main, t`Table`);
  const { pathname } = useLocation();
  // a new page (an area chosen, a link followed) folds the menu away
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what the effect reacts to
  useEffect(() => setMenuOpen(false), [pathname]);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function signOut() {
    await api('DELETE', '/session', Done).catch(() => null);
    setCsrf(null);
    setMe(null);
  }

  return (
    <div className="shell">
      <header className="top">
        <a className="skip" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <button
          ref={menuButton}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="areas-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Trans>Menu</Trans>
        </button>
        <span className="title">
          <Trans>Operator console</Trans>
        </span>
        <BrandSwitcher me={me} />
        <LanguageSwitcher />
        <span className="who" data-testid="who">
          {me.staff.displayName} · {me.staff.role}
        </span>
        <button type="button" onClick={() => void signOut()}>
          <Trans>Sign out</Trans>
        </button>
      </header>
      <nav id="areas-nav" className={menuOpen ? 'side open' : 'side'} aria-label={t`Areas`}>
        <ul>
          {areas.map((a) => (
            <li key={a.path}>
              <NavLink to={`/${a.path}`} onClick={() => setMenuOpen(false)}>
                {i18n._(a.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" key={brand ?? ''} ref={setMain}>
        <Routes>
          <Route index element={<Home me={me} />} />
          {AREAS.map((a) => (
            <Route key={a.path} path={`${a.path}/*`} element={allowed(me, a.permission) ? a.element : <NotAllowed />} />
          ))}
          <Route path="*" element={<Home me={me} />} />
        </Routes>
      </main>
    </div>
  );
}
