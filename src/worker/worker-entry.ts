// The worker script: built by rollup as a classic IIFE at dist/app/worker.js (rollup.config.mjs),
// so a page of any origin can start it from a blob that importScripts() its absolute URL.
import { expose } from 'comlink';
import { workerApi } from './worker-api.js';

expose(workerApi);
