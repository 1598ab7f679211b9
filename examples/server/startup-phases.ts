// Where a start spends its time (the cold-start budget of `npm start`, README "Benchmarks"): each
// phase is marked when it ends, and one line lists them once the server listens. The line is also
// what tests/bench/cold-start.mjs reads, so its shape is `<phase> <n> ms` separated by commas.
import { performance } from 'node:perf_hooks';

export interface StartupPhases {
  /** Ends the phase running since the previous mark (or since the process started). */
  mark(phase: string): void;
  /** "started in 3210 ms: node and modules 400 ms, database 900 ms, …". */
  summary(): string;
}

export function startupPhases(now: () => number = () => performance.now()): StartupPhases {
  const phases: [string, number][] = [];
  // performance.now() counts from the process start, so the first phase is Node itself and the
  // loading of the bundle's modules (fastify, pg, …) before main.ts runs its first line.
  let last = 0;
  return {
    mark(phase) {
      const t = now();
      phases.push([phase, t - last]);
      last = t;
    },
    summary: () => `started in ${Math.round(last)} ms: ${phases.map(([p, ms]) => `${p} ${Math.round(ms)} ms`).join(', ')}`,
  };
}
