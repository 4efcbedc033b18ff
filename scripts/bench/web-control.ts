import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { staticSite } from '../../server/http/static-site';
import { aiAgentHero, removeEmotionsHero } from '../../src/content/hero';

/** Inside the project, so the control resolves the project's own React 19. */
const CONTROL_DIR = resolve('node_modules', '.cache', 'bench-web-control');

/** The home hero's visible text as plain React and a few lines of CSS: no UI kit. */
function controlSource(): string {
  const text = JSON.stringify({ removeEmotionsHero, aiAgentHero });
  return `import { createRoot } from 'react-dom/client';
const { removeEmotionsHero: first, aiAgentHero: second } = ${text};
function Hero() {
  return (
    <main>
      <p className="eyebrow">{first.eyebrow}</p>
      <h1>{first.title} <span>{first.animatedLine}</span></h1>
      <p>{first.text}</p>
      <p><a href="#call">{first.scheduleLabel}</a> <a href="#pricing">{first.secondaryLabel}</a></p>
      <h2>{second.prefix} {second.words[0].text} {second.suffix}</h2>
      <p>{second.text}</p>
      <p><a href="#download">{second.freeDownload.label}</a> <a href="#gpt">{second.askGpt.label}</a></p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<Hero />);
`;
}

const CONTROL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Control: bare React 19</title>
    <meta name="description" content="The home hero's text in plain React, as a benchmark control." />
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; background: #070c1a; color: #e8ecf6; }
      main { max-width: 56rem; margin: 0 auto; padding: 3.5rem 1rem; text-align: center; }
      h1 { font-size: 3rem; line-height: 1.05; } h1 span { display: block; color: #7aa7ff; }
      a { color: #9cc0ff; display: inline-block; padding: 0.75rem 1rem; }
    </style>
  </head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

export type ControlSite = { url: string; stop(): Promise<void> };

/** Builds the control page with Vite into a temporary folder and serves it on `port`. */
export async function startControlSite(port: number): Promise<ControlSite> {
  rmSync(CONTROL_DIR, { recursive: true, force: true });
  mkdirSync(CONTROL_DIR, { recursive: true });
  writeFileSync(join(CONTROL_DIR, 'index.html'), CONTROL_HTML);
  writeFileSync(join(CONTROL_DIR, 'main.jsx'), controlSource());
  const outDir = join(CONTROL_DIR, 'dist');
  await build({
    root: CONTROL_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const server = serve({ fetch: staticSite(outDir).fetch, hostname: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        rmSync(CONTROL_DIR, { recursive: true, force: true });
      }),
  };
}
