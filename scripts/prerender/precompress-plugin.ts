import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { PRERENDER_DIR } from '../../src/services/build-output';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function compressibleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // The server reads the prerendered pages itself; dot folders are build scratch space.
    if (name.startsWith('.') || name === PRERENDER_DIR) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/**
 * Writes `.br` and `.gz` beside every text file of the browser build, at the highest levels:
 * the server sends them as they are (`serveStatic({ precompressed: true })`), so visitors get
 * small files at no cost per request.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'signalhand:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config.build.ssr) return;
      for (const file of compressibleFiles(resolve(config.root, config.build.outDir))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}
