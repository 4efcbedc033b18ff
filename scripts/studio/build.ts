/**
 * `npm run flows:build`: the flows studio as a static folder (dist-flows/, or FLOWS_OUT_DIR)
 * that works opened from the disk or from any static host: hash routing, no server, no
 * network. Vite writes one IIFE script; its tag is made a classic deferred script without
 * `crossorigin`, since a page opened from the disk may not load module scripts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const configFile = new URL('./vite.config.ts', import.meta.url).pathname;
const output = await build({ configFile, logLevel: 'warn' });
const outDir = process.env.FLOWS_OUT_DIR ?? join(process.cwd(), 'dist-flows');
const indexFile = join(outDir, 'index.html');
const html = readFileSync(indexFile, 'utf8')
  .replace(/<script type="module" crossorigin/g, '<script defer')
  .replace(/ crossorigin/g, '');
writeFileSync(indexFile, html);
void output;
console.log(`The flows studio is in ${outDir}: open ${indexFile} in a browser.`);
