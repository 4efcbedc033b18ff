import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectInspector } from './machines/inspector';
import { App } from './ui/app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// `npm run dev:inspect`: stream every actor to the Stately inspector (development only).
if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  connectInspector(createBrowserInspector().inspect);
}

createRoot(root).render(
  <StrictMode>
    <App hashRouting={window.location.hash.length > 1} />
  </StrictMode>,
);
