// Types of rollup.config.mjs for the test harness, which builds its fixture pages with the app's
// own TypeScript step (tests/e2e/harness/fixture-page.ts, worker-bundle.ts).
import type { Plugin, RollupOptions } from 'rollup';

export function tsTranspile(): Plugin;
declare const builds: RollupOptions[];
export default builds;
