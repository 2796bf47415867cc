import { createHash, timingSafeEqual } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler } from "express";
import type { QueuedPool } from "./queued-pool.ts";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { webVitalsHistograms, type WebVitalsObserver } from "./web-vitals.ts";

// Operation names come from clients, so only this many distinct ones get a series of their own;
// later names count as "other", and the metrics' memory stays bounded whatever clients send.
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** One registry per app, so tests (and two apps in one process) never share series. */
export interface Metrics {
  /** Observes each GraphQL operation's duration, and counts its errors by code. */
  graphqlPlugin: ApolloServerPlugin;
  /** Observes the duration of an operation answered without Apollo (a response cache hit). */
  observeOperation(operationName: string | null | undefined, type: string, seconds: number): void;
  /** GET /metrics in Prometheus' text format; with a token, only for `Authorization: Bearer <token>`. */
  handler: RequestHandler;
  /** The real-user web vitals the web app reports (see web-vitals.ts). */
  webVitals: WebVitalsObserver;
}

export function createMetrics({
  pool,
  token,
  jobQueueDepths,
}: {
  pool: QueuedPool;
  token?: string;
  /** jobs waiting or running per queue, when this process has a job queue */
  jobQueueDepths?: () => Promise<{ name: string; depth: number }[]>;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "Time from a GraphQL request's arrival to its response, per operation name and type",
    labelNames: ["operation", "type"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: "graphql_errors_total",
    help: "Errors in GraphQL responses, per error code",
    labelNames: ["code"],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "The database pool's connections: in use, idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount + pool.queued);
    },
  });

  if (jobQueueDepths) {
    new Gauge({
      name: "job_queue_depth",
      help: "Background jobs waiting or running, per queue (counted at each scrape)",
      labelNames: ["queue"],
      registers: [registry],
      async collect() {
        const depths = await jobQueueDepths();
        this.reset(); // a queue removed since the last scrape leaves no stale series
        for (const { name, depth } of depths) this.set({ queue: name }, depth);
      },
    });
  }

  const knownNames = new Set<string>();
  const operationLabel = (name: string | null | undefined) => {
    if (!name) return "anonymous";
    if (!OPERATION_NAME.test(name)) return "other";
    if (knownNames.has(name)) return name;
    if (knownNames.size >= MAX_OPERATION_NAMES) return "other";
    knownNames.add(name);
    return name;
  };

  const observeOperation = (
    operationName: string | null | undefined,
    type: string,
    seconds: number,
  ) => duration.observe({ operation: operationLabel(operationName), type }, seconds);
  const graphqlPlugin: ApolloServerPlugin = {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async didEncounterErrors({ errors: found }) {
          for (const error of found) {
            errors.inc({ code: String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR") });
          }
        },
        async willSendResponse({ operationName, operation }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          observeOperation(operationName, operation?.operation ?? "invalid", seconds);
        },
      };
    },
  };

  // Compared as hashes in constant time, so answer times tell nothing of the token.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  const expected = token && digest(`Bearer ${token}`);
  const handler: RequestHandler = async (request, response) => {
    if (expected && !timingSafeEqual(digest(request.get("authorization") ?? ""), expected)) {
      response.status(401).set("www-authenticate", "Bearer").end();
      return;
    }
    response.set("content-type", registry.contentType).send(await registry.metrics());
  };

  return { graphqlPlugin, observeOperation, handler, webVitals: webVitalsHistograms(registry) };
}
