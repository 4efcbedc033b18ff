/**
 * The bundle budget of issue 9, checked after the build by `npm test`:
 *   tsx scripts/bundle-budget.ts [distDir]
 * - the JavaScript `/` needs before any island can wake (its entry, the islands'
 *   runtime and start-up and the modules these import statically, transitively) stays under its
 *   ceiling; the islands' own chunks are measured in a browser (tests/e2e/budgets.test.ts);
 * - the customer area and the chat are chunks of their own that `/` does not load;
 * - no chunk carries a modulepreload list for Vite's helper;
 * - nothing in the output is a source map or holds a server secret.
 * Prints the figures; exits non-zero on any breach.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRERENDER_DIR } from '../src/services/build-output';

// 84.2 kB (2026-11-27): the entry, the islands' start-up, React DOM and what they import
// statically (until then the measure also took the chunks named in Vite's preload lists, 144.6
// kB with the islands' own, which no chunk has any more); 77.2 kB once `/` loaded no valibot;
// 19.2 kB (2026-11-27, third session) once the islands ran on Preact. The ceiling follows what
// is reached, so the figure cannot grow unnoticed.
const BUDGET_BYTES = 25_000;
/** Chunks that must stay out of the home page (named after the module Vite split them at). */
const SEPARATE_CHUNKS = ['customer-area', 'chat-page'];
/** Server-only variables whose names or values have no business in the browser's files. */
const SECRET_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'CONTENT_LINK_SECRET',
  'AI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];
const SECRET_PATTERNS = [
  /\b[sr]k_(?:live|test)_[0-9A-Za-z]/,
  /\bwhsec_[0-9A-Za-z]/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  new RegExp(`\\b(?:${SECRET_VARIABLES.join('|')})\\b`),
];

const distDir = process.argv[2] ?? 'dist';
const failures: string[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** `/assets/x.js` as a path in the output folder. */
const outputPath = (url: string) => join(distDir, url.replace(/^\//, ''));

/** Modules a built chunk imports statically: `import ... from "./x.js"` and `import "./x.js"`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)];
  return specifiers.map(([, specifier = '']) =>
    join(distDir, posix.join(posix.dirname(relative(distDir, file)), specifier)),
  );
}

/**
 * Chunks an entry loads with `import()` as soon as it runs (`import(\`./x.js\`)` in the built
 * code). The entry imports the app this way, after the first paint.
 */
function entryDynamicImports(entry: string): string[] {
  const code = readFileSync(entry, 'utf8');
  return [...code.matchAll(/\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g)].map(
    ([, specifier = '']) => join(dirname(entry), specifier),
  );
}

/**
 * The files `/` loads before it is interactive: its scripts, the islands' runtime (or the app)
 * its entry imports after the first paint, and their static imports.
 */
function homeCriticalFiles(): Set<string> {
  const prerendered = join(distDir, PRERENDER_DIR, 'index.html');
  const html = readFileSync(
    statSync(prerendered, { throwIfNoEntry: false }) ? prerendered : join(distDir, 'index.html'),
    'utf8',
  );
  const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map(
    ([, url = '']) => outputPath(url),
  );
  // A page of islands names their runtime (src/boot/start-islands.tsx, built apart on Preact),
  // which its entry loads, never the single-page app; each island's own chunk is measured in
  // the browser (tests/e2e/budgets.test.ts).
  const islandsRuntime = /<div id="root" data-islands="([^"]+)"/.exec(html)?.[1];
  const starting = islandsRuntime
    ? [outputPath(islandsRuntime)]
    : entries.flatMap(entryDynamicImports).filter((file) => /start-app-/.test(file));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of staticImports(file)) visit(imported);
  };
  for (const file of [...entries, ...starting]) visit(file);
  return files;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const critical = homeCriticalFiles();
const sizes = [...critical].map((file) => ({
  file: relative(distDir, file),
  gzip: gzipSync(readFileSync(file), { level: 9 }).length,
}));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
console.log(`JavaScript / loads before any island wakes: ${sizes.length} files`);
for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${kB(gzip).padStart(9)}  ${file}`);
}
console.log(`  total ${kB(total)} gzip (budget ${kB(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) failures.push(`/ loads ${kB(total)} gzip before any island wakes`);

const assets = readdirSync(join(distDir, 'assets'));
for (const name of SEPARATE_CHUNKS) {
  const chunks = assets.filter((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
  if (chunks.length === 0) failures.push(`no chunk of its own for ${name}`);
  for (const chunk of chunks) {
    if (critical.has(join(distDir, 'assets', chunk))) failures.push(`/ loads ${chunk}`);
  }
  console.log(`${name}: ${chunks.join(', ') || 'missing'}, not loaded by /`);
}

// No chunk carries a preload list for Vite's helper (`build.modulePreload` in vite.config.ts):
// inserting the links was most of the islands' start and a fifth of the app's (BENCHMARKS.md).
for (const chunk of assets.filter((file) => file.endsWith('.js'))) {
  if (readFileSync(join(distDir, 'assets', chunk), 'utf8').includes('__vite__mapDeps')) {
    failures.push(`${chunk} carries a modulepreload list (see build.modulePreload)`);
  }
}

const secretValues = SECRET_VARIABLES.map((name) => process.env[name]).filter(
  (value): value is string => (value?.length ?? 0) >= 8,
);
// The .br and .gz copies hold the same text as the files checked.
const files = filesUnder(distDir).filter((file) => !/\.(?:br|gz)$/.test(file));
for (const file of files) {
  if (file.endsWith('.map')) failures.push(`source map shipped: ${relative(distDir, file)}`);
  const text = readFileSync(file, 'latin1');
  if (/sourceMappingURL=/.test(text)) failures.push(`source map reference in ${file}`);
  const pattern = SECRET_PATTERNS.find((secret) => secret.test(text));
  if (pattern) failures.push(`${relative(distDir, file)} matches ${pattern}`);
  if (secretValues.some((value) => text.includes(value))) {
    failures.push(`${relative(distDir, file)} holds a server secret's value`);
  }
}
console.log(`${files.length} files checked: no source maps, no secrets`);

if (failures.length > 0) {
  console.error(`Bundle budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
