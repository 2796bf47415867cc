import { tmpdir } from "node:os";
import path from "node:path";

// Where the journeys find the server (ports 4150-4159 belong to the web engineer's tests).
export const e2ePort = Number(process.env.E2E_PORT ?? 4150);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** Where the server writes account e-mails as .eml files, for journeys that follow their links. */
export const e2eMailDir = path.join(tmpdir(), `inkpanel-e2e-mail-${e2ePort}`);
