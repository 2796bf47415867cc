import pg from "pg";

/** Runs one statement on its own connection, for admin work outside the app's pool. */
export async function queryOnce<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
