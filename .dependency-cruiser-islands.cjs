/**
 * What the public pages' islands run, checked by `npm run lint` apart from the layer rules
 * (.dependency-cruiser.cjs): here only imports that exist at run time count (a type from Chakra
 * costs an island nothing), and every dynamic import is followed, as the islands' registry
 * loads each island that way.
 */

/**
 * What an island may not reach: the app's design-system runtime (Chakra and emotion draw styles
 * in JavaScript at run time; islands use classes compiled at build time) and the React DOM
 * entry points that Preact's compatibility layer does not answer (scripts/prerender/islands-build.ts).
 */
const NOT_FOR_ISLANDS =
  '^node_modules/(@chakra-ui/[^/]+|@emotion/[^/]+|react-dom/(static|server)|react-markdown|recharts)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'islands-on-preact-only',
      comment:
        'Nothing an island loads, however indirectly, may need Chakra, emotion or a React-only entry point: the islands run on Preact with build-time classes, and a mistake would otherwise show only in the bundle budget after a build. The islands start in src/boot/start-islands.tsx (and are drawn on the server by src/boot/render-island.tsx).',
      severity: 'error',
      from: { path: '^src/boot/(start-islands|render-island)[.]tsx$' },
      to: { path: NOT_FOR_ISLANDS, reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main'],
    },
  },
};
