// Types of build.mjs (plain JavaScript so that it runs with node, no build step).
export declare const PAGES: string[];
/** Bundles harness.ts to <outDir>/build/harness.js and copies the pages next to it. */
export declare function buildHarness(outDir: string): Promise<void>;
