import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

// The real server process (index.ts) told to stop while requests are in flight.

let port: number;
let server: ChildProcess;
let output = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: inject("databaseUrl"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
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
    expect(output).toContain("stopped");
  }, 30_000);
});
