/** The console's entry: the language, the session (who is signed in) and then sign-in or the shell. */
import { I18nProvider } from '@lingui/react';
import { Provider, useAtom } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { api, setCsrf, whenSignedOut } from './app/api';
import { activate, i18n, initialLanguage } from './app/i18n';
import { Me } from './app/schemas';
import { Shell } from './app/Shell';
import { SignIn } from './app/SignIn';
import { meAtom } from './app/state';
import './app/console.css';

function App() {
  const [me, setMe] = useAtom(meAtom);
  useEffect(() => {
    whenSignedOut(() => setMe(null));
    api('GET', '/session', Me)
      .then((value) => {
        setCsrf(value.csrf);
        setMe(value);
      })
      .catch(() => setMe(null));
  }, [setMe]);
  if (me === undefined) return null;
  return me ? <Shell me={me} /> : <SignIn />;
}

activate(initialLanguage());
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider>
        <I18nProvider i18n={i18n}>
          <BrowserRouter basename="/console">
            <App />
          </BrowserRouter>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}
