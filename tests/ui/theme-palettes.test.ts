import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system, unusedPalettes } from '../../src/ui/theme';

/** Every source file of the browser app. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the theme leaves out the palettes nobody uses', () => {
  it('has none of their colours', () => {
    for (const palette of unusedPalettes) {
      expect(system.token(`colors.${palette}.500`, 'missing')).toBe('missing');
      expect(system.token(`colors.${palette}.solid`, 'missing')).toBe('missing');
    }
    // The palettes the product uses are all there.
    expect(system.token('colors.teal.500', 'missing')).not.toBe('missing');
    expect(system.token('colors.purple.solid', 'missing')).not.toBe('missing');
  });

  it('and no source names one, as a colorPalette or a colour token', () => {
    const naming = new RegExp(`["'\`](${unusedPalettes.join('|')})(\\.[a-z0-9]+)?["'\`]`);
    const offenders = sourceFiles('src')
      .filter((file) => file !== join('src', 'ui', 'theme.ts'))
      .filter((file) => naming.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
