// Import-graph rules, run by `npm run check:cycles` inside `npm test` (DESIGN.md §2: routes/ is
// data, the shell owns the screens; a cycle is how that layering silently breaks).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, type-only imports included: a cycle makes module order (and so the ' +
        'first-paint chunk) depend on which file happens to be imported first.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-are-data',
      severity: 'error',
      comment:
        'DESIGN.md §2: routes/ is the route table (data). Screens and the shell import it; it imports ' +
        'neither (the screen loaders live in src/app/screens.ts).',
      from: { path: '^src/routes/' },
      to: { path: '^src/(app|screens|features|links)/' },
    },
    {
      name: 'ui-is-presentational',
      severity: 'error',
      comment:
        'DESIGN.md §2: ui/ holds presentational components that know nothing of the shell, the ' +
        'screens, listings, stores or the API; they get what they show through props and contexts.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(app|screens|features|links|routes|modules|stores|api|realtime|boot|embed)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Count `import type` too: type cycles are how runtime cycles start (a barrel re-exporting both).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
