// What the build says about the standalone page's chunks (dist/app/initial.json, written by
// rollup.config.mjs htmlPages): which files the page preloads for /index, and each locale part's
// and screen group's files, so the server can preload what a given page needs first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AppManifest {
  publicPath: string;
  /** The screen-home chunk and what it imports: preloaded by the built index.html. */
  home: readonly string[];
  /** language -> its locale parts' files. */
  locales: Readonly<Record<string, { first?: string; rest?: string }>>;
  /** screen group -> its chunk and the chunks it imports that the entry does not. */
  screens: Readonly<Record<string, readonly string[]>>;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The manifest, or null when the build wrote none (an older build, a test's hand-made app folder). */
export function readAppManifest(appDir: string): AppManifest | null {
  const file = join(appDir, 'initial.json');
  if (!existsSync(file)) return null;
  const raw = record(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const locales: Record<string, { first?: string; rest?: string }> = {};
  for (const [lang, parts] of Object.entries(record(raw.locales))) {
    const { first, rest } = record(parts);
    locales[lang] = { ...(typeof first === 'string' ? { first } : {}), ...(typeof rest === 'string' ? { rest } : {}) };
  }
  const screens: Record<string, string[]> = {};
  for (const [group, files] of Object.entries(record(raw.screens))) screens[group] = strings(files);
  return { publicPath: typeof raw.publicPath === 'string' ? raw.publicPath : '/', home: strings(raw.home), locales, screens };
}
