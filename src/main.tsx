import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App hashRouting={window.location.hash.length > 1} />
  </StrictMode>,
);
