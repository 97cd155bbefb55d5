import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

registerRemotes([{ name: 'remote', entry: '/remote/remoteEntry.js' }]);
const Panel = lazy(async () => ({
  default: ((await loadRemote<{ default: ComponentType }>('remote/Panel')) as { default: ComponentType }).default,
}));

function Home() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: '1rem' }}>
      <h1>Bare federated host</h1>
      <Suspense fallback={<p>…</p>}>
        <Panel />
      </Suspense>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>,
  );
