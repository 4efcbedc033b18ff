import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The flows studio's own Vite app (src/studio), apart from the product's bundle and budgets.
 * `npm run flows` serves it, `npm run flows:build` writes it as a static folder
 * (scripts/studio/build.ts). One script and one stylesheet, no chunks loaded later: a page
 * opened from the disk may load only classic scripts (module scripts need CORS there).
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));

/** `virtual:flows-data`: the paths and coverage computed in Node (scripts/studio/flows-data.ts). */
function flowsData(): Plugin {
  const id = 'virtual:flows-data';
  return {
    name: 'flows-data',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return undefined;
      const json = execFileSync('npx', ['tsx', 'scripts/studio/flows-data.ts'], {
        cwd: repository,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      });
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('../../src/studio', import.meta.url)),
  base: './',
  plugins: [react(), flowsData()],
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 5180 },
  build: {
    outDir: process.env.FLOWS_OUT_DIR ?? `${repository}/dist-flows`,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: { output: { format: 'iife', codeSplitting: false } },
  },
});
