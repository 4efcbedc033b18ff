import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes the product never names (in `colorPalette` or a colour token; a unit
 * test keeps it so). Chakra builds CSS variables and palette helpers for every palette at
 * start-up, on every page: yellow and pink were a third of the tokens' share of `createSystem`.
 */
export const unusedPalettes = ['yellow', 'pink', 'whiteAlpha'] as const;

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => !(unusedPalettes as readonly string[]).includes(name),
    ),
  ) as T;

/**
 * Chakra's global styles but for the custom properties it declares on every element (`*`) for
 * its `ring` and `filter: auto` utilities, which the product never uses: each element computed
 * them anew, and a whole page's style recalculation took 38 to 47 ms instead of 29 to 30 (`/`,
 * 549 elements, Chromium; BENCHMARKS.md). The three `--global-*` properties the reset reads are
 * declared once, on `html`, and inherited.
 */
const { '*': chakraEveryElement, ...chakraOtherGlobalCss } = globalCss;
const lighterGlobalCss = {
  ...chakraOtherGlobalCss,
  '*': { fontFeatureSettings: chakraEveryElement?.fontFeatureSettings },
  html: {
    ...chakraOtherGlobalCss.html,
    '--global-font-mono': chakraEveryElement?.['--global-font-mono'],
    '--global-font-body': chakraEveryElement?.['--global-font-body'],
    '--global-color-border': chakraEveryElement?.['--global-color-border'],
  },
};

/**
 * Chakra's theme with only the recipes of the components the product uses: the default theme
 * carries about seventy, each code and CSS variables the browser builds at start-up. A
 * component added later needs its recipe here (Chakra fails loudly without it).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: lighterGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      table: tableSlotRecipe,
      timeline: timelineSlotRecipe,
    },
  },
});

/**
 * The one design system of the product. The site is dark (a trading desk at night, and the
 * white particle field needs a dark sky); `index.html` sets the `dark` class so Chakra's own
 * components take their dark tokens, and the tokens below tune them to the brand.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // The element around each island of a public page (src/ui/public/islands) adds no box.
    'sh-island': { display: 'contents' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    keyframes: {
      // A hero word rising into place.
      'rise-in': {
        from: { opacity: '0', transform: 'translateY(0.4em)' },
        to: { opacity: '1', transform: 'translateY(0)' },
      },
      // Light travelling along a gradient text.
      shimmer: {
        from: { backgroundPosition: '0% 50%' },
        to: { backgroundPosition: '200% 50%' },
      },
    },
    tokens: {
      fonts: {
        heading: {
          value:
            "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        // A signal green-cyan: reads as "go" on a chart and keeps AA contrast on navy.
        brand: {
          50: { value: '#e6fffa' },
          100: { value: '#b2f5ea' },
          200: { value: '#81e6d9' },
          300: { value: '#4fd1c5' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
        navy: {
          700: { value: '#1e2a4a' },
          800: { value: '#141d36' },
          850: { value: '#0f1730' },
          900: { value: '#0b1226' },
          950: { value: '#070c1a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.navy.950}' },
          subtle: { value: '{colors.navy.900}' },
          muted: { value: '{colors.navy.850}' },
          emphasized: { value: '{colors.navy.800}' },
          panel: { value: '{colors.navy.900}' },
        },
        border: {
          DEFAULT: { value: '{colors.navy.700}' },
          muted: { value: '{colors.navy.800}' },
        },
        brand: {
          solid: { value: '{colors.brand.400}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: '{colors.brand.300}' },
          muted: { value: '{colors.brand.800}' },
          subtle: { value: '{colors.brand.900}' },
          emphasized: { value: '{colors.brand.700}' },
          focusRing: { value: '{colors.brand.300}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
