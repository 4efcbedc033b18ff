import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsDir, renderDocs, sourceFileOf } from '../../scripts/machines/docs';
import { machineRegistry } from '../../src/machines';

describe('machine diagrams', () => {
  const generated = renderDocs();

  it.each([...generated.keys()])(
    'docs/machines/%s matches the machines (run npm run machines:docs)',
    (file) => {
      const path = join(docsDir, file);
      expect(existsSync(path), `${path} is missing`).toBe(true);
      expect(readFileSync(path, 'utf8')).toBe(generated.get(file));
    },
  );

  it('has no page for a machine that no longer exists', () => {
    expect(readdirSync(docsDir).sort()).toEqual([...generated.keys()].sort());
  });

  it('lists every machine folder of src/machines in the registry', () => {
    const files = readdirSync('src/machines', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('/machine.ts'))
      .map((file) => `src/machines/${file}`);
    const registered = Object.keys(machineRegistry).map(sourceFileOf);
    expect(files.sort()).toEqual(registered.sort());
  });
});
