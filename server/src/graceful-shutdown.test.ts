import { execFile, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { PNPM_START, startServerProcess, type ServerProcess } from "./test/server-process.ts";
import { testDatabaseUrl } from "./test/database-url.ts";

// The real server process (index.ts) told to stop while requests are in flight.

let port: number;
let server: ChildProcess;
let started: ServerProcess;

beforeAll(async () => {
  started = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: "info" });
  ({ port, process: server } = started);
}, 130_000);
afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
});

const body = JSON.stringify({ query: "{ __typename }" });

/** A POST to /graphql whose body has not all been sent: a request in flight. */
async function requestInFlight(): Promise<{ socket: Socket; finish(): Promise<string> }> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  return {
    socket,
    async finish() {
      socket.write(body.slice(5));
      await once(socket, "close");
      return answer;
    },
  };
}

describe("SIGTERM", () => {
  it("stops accepting, finishes requests in flight, cuts those past 10 s, closes the pool and exits 0", async () => {
    const finishing = await requestInFlight();
    const stuck = await requestInFlight(); // its body never comes
    const stuckClosed = once(stuck.socket, "close");
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server has both requests
    const exited = once(server, "exit");
    const signalled = Date.now();
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));

    // New connections are refused at once.
    const refused = connect(port, "127.0.0.1");
    const [connectError] = (await once(refused, "error")) as [NodeJS.ErrnoException];
    expect(connectError.code).toBe("ECONNREFUSED");

    // The request in flight is answered in full.
    const answer = await finishing.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"__typename":"Query"');

    // The stuck one is cut after the grace period, and then the process ends cleanly.
    await stuckClosed;
    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(started.output()).toContain("stopped");
  }, 30_000);
});

describe("SIGTERM under load", () => {
  it("fails no request the server accepted, then refuses new connections", async () => {
    const loaded = await startServerProcess({
      DATABASE_URL: testDatabaseUrl(),
      LOG_LEVEL: "warn",
    });
    let stopping = false;
    let answered = 0;
    let refused = 0;
    const failures: string[] = [];
    // Each client asks again as soon as it is answered, until the server refuses to connect.
    const client = async () => {
      for (let request = 0; request < 5_000; request++) {
        try {
          const response = await fetch(`${loaded.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
          });
          const answer = (await response.json()) as { data?: unknown };
          if (response.status === 200 && answer.data) answered++;
          else failures.push(`HTTP ${response.status}`);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          // Once stopped, a new connection is refused, or reset if the kernel had queued it just
          // before the server stopped listening: either way the server never took the request.
          // An accepted connection that the server drops fails with UND_ERR_SOCKET instead.
          if (stopping && (code === "ECONNREFUSED" || code === "ECONNRESET")) refused++;
          else failures.push(String(code ?? error));
          return;
        }
      }
    };
    const clients = Array.from({ length: 10 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stopping = true;
    const exitCode = await loaded.stop();
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(refused).toBe(10);
    expect(exitCode).toBe(0);
  }, 60_000);
});

describe("SIGTERM with the default settings (jobs in process, NODE_ENV unset)", () => {
  /**
   * A connection the server has surely accepted (it answered /healthz on it), now sending a POST
   * to /graphql whose body is not all there yet; `ask` sends one more request on it.
   */
  async function keptAlive(port: number) {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await expect.poll(() => answer, { timeout: 10_000 }).toContain('{"status":"ok"}');
    answer = "";
    const closed = once(socket, "close");
    return {
      answer: () => answer,
      closed,
      send: (text: string) => socket.write(text),
    };
  }

  // Three rounds, as Apollo's own SIGTERM handler (on unless NODE_ENV=test) stopped it before the
  // requests in flight were answered in some rounds but not in others. The three servers start
  // together (a start takes 15-30 s here), then are stopped one after another.
  it("answers every request in flight, three rounds in a row, then exits 0", async () => {
    const servers = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess({
          DATABASE_URL: testDatabaseUrl(),
          LOG_LEVEL: "info",
          NODE_ENV: undefined,
          JOBS_IN_PROCESS: undefined,
        }),
      ),
    );
    onTestFinished(() => {
      for (const { process } of servers) if (process.exitCode === null) process.kill("SIGKILL");
    });
    for (const [round, started] of servers.entries()) {
      const inFlight = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const connection = await keptAlive(started.port);
          connection.send(
            `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
          );
          return connection;
        }),
      );
      const readiness = await keptAlive(started.port);
      const exited = once(started.process, "exit");
      started.process.kill("SIGTERM");
      await expect.poll(() => started.output(), { timeout: 10_000 }).toContain("shutting down");

      // Readiness fails at once, so a load balancer sends nothing more; liveness is untouched.
      readiness.send("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await readiness.closed;
      expect(readiness.answer()).toMatch(/^HTTP\/1\.1 503 /);

      // The bodies come only now, after whatever the signal began elsewhere has had its moment.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const connection of inFlight) connection.send(body.slice(5));
      await Promise.all(inFlight.map((connection) => connection.closed));
      const answers = inFlight.map((connection) => connection.answer().split("\r\n")[0]);
      expect(answers, `round ${round + 1}`).toEqual(Array(20).fill("HTTP/1.1 200 OK"));

      const [code] = await exited;
      expect(code).toBe(0);
      expect(started.output()).toContain('"msg":"stopped"');
    }
  }, 180_000); // three servers' starts (prisma migrate deploy each) on a busy 2-core machine
});

describe("SIGTERM to pnpm start", () => {
  beforeAll(async () => {
    await promisify(execFile)("pnpm", ["build"], { cwd: new URL("..", import.meta.url).pathname });
  }, 60_000);

  const startWithPnpm = () =>
    startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: "info" }, PNPM_START);
  const refusesConnections = async (port: number) => {
    const probe = connect(port, "127.0.0.1");
    const [error] = (await once(probe, "error")) as [NodeJS.ErrnoException];
    return error.code === "ECONNREFUSED";
  };

  it("reaches the server: sent to pnpm alone, it stops the server too, cleanly", async () => {
    const pnpm = await startWithPnpm();
    const exited = once(pnpm.process, "exit");
    pnpm.process.kill("SIGTERM");
    const [code] = await exited;

    expect(code).toBe(0);
    expect(pnpm.output()).toContain('"msg":"stopped"');
    expect(await refusesConnections(pnpm.port)).toBe(true);
  }, 60_000);

  it("ends the stop it began whenever the signal comes again, as a group's Ctrl-C does", async () => {
    const pnpm = await startWithPnpm();
    const exited = once(pnpm.process, "exit");
    // The whole group, twice: pnpm also forwards what it receives to the server.
    process.kill(-pnpm.process.pid!, "SIGTERM");
    process.kill(-pnpm.process.pid!, "SIGTERM");
    await exited;

    // pnpm may be gone before the server is: its stop finishes the jobs in hand (up to 10 s).
    await expect.poll(() => pnpm.output(), { timeout: 20_000 }).toContain('"msg":"stopped"');
    expect(await refusesConnections(pnpm.port)).toBe(true);
  }, 60_000);
});
