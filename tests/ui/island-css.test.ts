import { describe, expect, it } from 'vitest';
import { islandCss, islandLayerOrder } from '../../src/ui/public/islands/island-css';
import { islandStyles } from '../../src/ui/public/islands/island-styles';

const styles = islandStyles('css-test', {
  plain: { color: 'brand.fg', display: { base: 'none', md: 'flex' } },
  button: { recipe: 'button', variants: { size: 'xl' }, css: { colorPalette: 'brand' } },
  trigger: {
    slotRecipe: 'accordion',
    slot: 'itemTrigger',
    variants: { size: 'lg' },
    css: { cursor: 'pointer' },
  },
});

describe('island classes', () => {
  it('are named by scope and part', () => {
    expect(styles.plain).toBe('i-css-test__plain');
  });

  it('compile style props with their tokens and breakpoints', () => {
    const css = islandCss();
    expect(css).toContain('.i-css-test__plain{color:var(--chakra-colors-brand-fg);display:none;}');
    expect(css).toMatch(
      /@media screen and \(min-width: 48rem\)\{\.i-css-test__plain\{display:flex;\}\}/,
    );
  });

  it("compile a recipe's variant, in Chakra's recipes layer, under the props given over it", () => {
    const css = islandCss();
    expect(css).toContain('@layer recipes{.i-css-test__button{');
    expect(css).toContain('height:var(--chakra-sizes-12)');
    expect(css).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid)');
  });

  it('compile one slot of a slot recipe', () => {
    const css = islandCss();
    expect(css).toContain('.i-css-test__trigger{cursor:pointer;}');
    expect(css).toMatch(/@layer recipes\{\.i-css-test__trigger\{[^}]*display:flex/);
  });

  it("start with Chakra's layer order, and hold every island class of the product", () => {
    const css = islandCss();
    expect(css.startsWith(islandLayerOrder)).toBe(true);
    // A class only a later state draws (the particle field once visible) is there from the start.
    expect(css).toContain('.i-particles__visible{');
    expect(css).toContain('.i-faq__question');
  });
});
