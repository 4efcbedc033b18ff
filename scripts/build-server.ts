/**
 * `npm run build:server`: the server as plain JavaScript, so `npm run serve` starts it with
 * `node` alone instead of transpiling TypeScript through tsx at every start.
 *
 * One ES module, `dist-server/main.js`: the server's own code (and the contract it imports from
 * `src`) bundled by esbuild, every npm package left as an import of `node_modules` (they are
 * JavaScript already, and some load files or native addons of their own). The two files the
 * server reads beside its own module (`import.meta.url`) are copied next to the bundle: the SQL
 * migrations (server/db/client.ts) and the AI system prompt (server/adapters/ai/index.ts).
 *
 * `--outdir <folder>` builds elsewhere (the test of the built server builds into a temporary one).
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist-server' } } });
const outdir = values.outdir;

rmSync(outdir, { recursive: true, force: true });
const startedAt = performance.now();
await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
cpSync(join('server', 'db', 'migrations'), join(outdir, 'migrations'), { recursive: true });
cpSync(join('server', 'adapters', 'ai', 'system-prompt.md'), join(outdir, 'system-prompt.md'));
console.log(
  `server built into ${join(outdir, 'main.js')} in ${(performance.now() - startedAt).toFixed(0)} ms`,
);
