import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

function Home() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: '1rem' }}>
      <h1>Bare React page</h1>
      <p>A React 19 + react-router page built with the same Rsbuild as the site: the bench's yardstick.</p>
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
