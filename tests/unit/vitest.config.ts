import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeParts } from '../../locales/parts.mjs';
import { preactAliases } from '../aliases.js';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: preactAliases },
  plugins: [localeParts()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // CI shares two cores with builds and databases: a test that takes 1 s alone can take 6 s there.
    // Generous limits keep the verdicts about behaviour, not about the machine's load.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // inline deps so the aliases also apply inside node_modules (wouter, @nanostores/react)
    server: { deps: { inline: [/wouter/, /@nanostores/, /preact/] } },
  },
});
