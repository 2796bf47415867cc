// The driver adapter Prisma's CLI uses to migrate (see ../../shared/PRISMA.md). The CLI runs the WASM
// schema engine over this adapter, which needs no native engine download. A plain PrismaPg 6.19.3
// fails there in four ways; each fix below names the one it works around. The app's runtime client
// uses the plain PrismaPg (server/src/lib/db.ts).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { parseIntoClientConfig } from "pg-connection-string";
import { randomUUID } from "node:crypto";

const CHAR_OID = 18;
const NAME_OID = 19;
const TEXT_OID = 25;

interface RowDescription {
  fields: { dataTypeID: number }[];
}

// 1. The engine's catalog queries return `name` and `"char"` columns, which the adapter refuses to
// deserialize (prisma/orm#27403). node-postgres reads both as strings already, so label them text
// before the client records the row description.
class CatalogTextClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    this.connection.prependListener("rowDescription", (message: RowDescription) => {
      for (const field of message.fields) {
        if (field.dataTypeID === NAME_OID || field.dataTypeID === CHAR_OID) {
          field.dataTypeID = TEXT_OID;
        }
      }
    });
  }
}

export class MigrationAdapter extends PrismaPg {
  private readonly clientConfig: pg.ClientConfig;

  constructor(connection: string | pg.ClientConfig) {
    // 2. Discrete fields, not a connection string: node-postgres lets a connectionString override
    // `database`, which made the stock shadow database the main one.
    const clientConfig =
      typeof connection === "string" ? parseIntoClientConfig(connection) : connection;
    // Without allowExitOnIdle the CLI lingers ~10 s after finishing, waiting on idle connections.
    super({ ...clientConfig, Client: CatalogTextClient, allowExitOnIdle: true });
    this.clientConfig = clientConfig;
  }

  override async connect() {
    const adapter = await super.connect();
    // 4. The stock executeScript splits the script on every `;`, breaking `$$` function bodies and DO
    // blocks. A query without parameters goes over the simple protocol, which runs a whole script.
    adapter.executeScript = async (script) => {
      await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
    };
    return adapter;
  }

  override async connectToShadowDb() {
    const main = await this.connect();
    const database = `prisma_migrate_shadow_db_${randomUUID()}`;
    await main.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = await new MigrationAdapter({ ...this.clientConfig, database }).connect();
    const closeShadowPool = shadow.dispose.bind(shadow);
    // 3. Close the shadow's own pool before dropping it, or DROP DATABASE finds it still in use.
    shadow.dispose = async () => {
      await closeShadowPool();
      await main.executeScript(`DROP DATABASE "${database}"`);
      await main.dispose();
    };
    return shadow;
  }
}
