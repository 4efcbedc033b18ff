/**
 * Dev only: the script `npm run dev` adds to each islands page (islands-dev-plugin.ts). Its
 * HTML comes from the server, not from Vite's `index.html` transform, so it installs React
 * Refresh's preamble itself (the single-page app runs there too after a hash route or on
 * `/login` signed in) and reloads the page when what it is drawn from changes.
 */
import '@vitejs/plugin-react/preamble';

import.meta.hot?.on('signalhand:islands-page-changed', () => window.location.reload());
