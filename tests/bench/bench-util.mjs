// Helpers of the plain-Node benchmark scripts (lighthouse.mjs, cold-start.mjs).
import { createServer } from 'node:net';

/** A function that prints `<name>: <message>` and ends the process with code 1. */
export const failer = (name) => (message) => {
  console.error(`${name}: ${message}`);
  process.exit(1);
};

/** A TCP port free on loopback right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
