import { prepareDatabase } from "../database/index.ts";
import { createDb } from "../lib/db.ts";
import { mailerFromEnv } from "../mail/mailer.ts";
import { sendDueDigests } from "./digest.ts";
import { unsubscribeSecretOf } from "./unsubscribe-tokens.ts";

// `pnpm digest:send`: sends the e-mail digests due now (the server also sends them daily at 08:00 UTC).

const database = await prepareDatabase();
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
try {
  const sent = await sendDueDigests(db, mailerFromEnv(), {
    now: new Date(),
    unsubscribeSecret: await unsubscribeSecretOf(db),
  });
  console.log(`${sent} digest${sent === 1 ? "" : "s"} sent`);
} finally {
  await db.$disconnect();
  await database.close();
}
