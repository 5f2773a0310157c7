import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from './app.js';
import { InFlight } from './in-flight.js';

export interface HttpServerOptions extends Omit<AppOptions, 'isDraining'> {
  port: number;
  host: string;
  /** After this long, connections still open at shutdown are cut. Default 10 s. */
  drainTimeoutMs?: number;
}

export interface RunningHttpServer {
  url: string;
  port: number;
  /**
   * Graceful shutdown: /healthz turns 503, the listener stops accepting, in-flight requests
   * finish, then the engine closes (sweepers stop, the database is checkpointed and closed).
   * Safe to call more than once; later calls return the same promise.
   */
  close(): Promise<void>;
}

function listening(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function closeListener(server: Server, drainTimeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Cut connections still busy after the drain window, so a stuck client cannot hold shutdown forever.
    const deadline = setTimeout(() => server.closeAllConnections(), drainTimeoutMs);
    deadline.unref();
    server.close((error) => {
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive connections with no request in flight would otherwise hold the listener open.
    server.closeIdleConnections();
  });
}

export async function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  let draining = false;
  const app = createApp({ ...options, isDraining: () => draining });
  const inFlight = new InFlight();
  const drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
  const server = serve({
    fetch: (request, bindings) => inFlight.track(async () => app.fetch(request, bindings)),
    port: options.port,
    hostname: options.host,
  });
  const address = await listening(server);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () => {
      closing ??= (async () => {
        draining = true;
        const deadline = Date.now() + drainTimeoutMs;
        await closeListener(server as Server, drainTimeoutMs);
        await inFlight.settled(Math.max(0, deadline - Date.now()));
        await options.memory.close();
      })();
      return closing;
    },
  };
}
