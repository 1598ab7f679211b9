// Types of locales/parts.mjs (a plain ES module, so Rollup's config can load it without a build).
import type { Plugin } from 'rollup';

export const FIRST_PAINT: readonly string[];
export function cut(tree: Readonly<Record<string, unknown>>, paths: readonly string[], keep: boolean, prefix?: string): Record<string, unknown>;
export function localeParts(): Plugin;
