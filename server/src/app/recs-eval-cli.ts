import { prepareDatabase } from "../database/index.ts";
import { createDb } from "../lib/db.ts";
import { CUTOFF, evaluateRecommenders } from "../recommendations/eval.ts";

// `pnpm recs:eval`: how well the recommender finds each reader's latest title, against two
// baselines (see eval.ts). Changes nothing in the database.

const database = await prepareDatabase();
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
try {
  const { readers, scores } = await evaluateRecommenders(db);
  console.log(`Held out the latest title of ${readers} readers.\n`);
  console.log(`| recommender | hit rate@${CUTOFF} | nDCG@${CUTOFF} |`);
  console.log("| --- | ---: | ---: |");
  for (const score of scores) {
    console.log(`| ${score.name} | ${score.hitRate.toFixed(3)} | ${score.ndcg.toFixed(3)} |`);
  }
} finally {
  await db.$disconnect();
  await database.close();
}
