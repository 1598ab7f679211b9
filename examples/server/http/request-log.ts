// What the log says about each request. Fastify's default is two info lines per request
// ("incoming request", "request completed"): in production that was nearly the whole log and a
// fifth of the throughput of a cheap call. Production keeps only requests that failed (the
// "request errored" line); warnings and errors logged by the server itself are untouched.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

class ErrorsOnlyRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

/** Development keeps Fastify's lines (at the 'warn' level it logs at, they do not show anyway). */
export const requestLog = (production: boolean): LogController => (production ? new ErrorsOnlyRequestLog() : new LogController());
