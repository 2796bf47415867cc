import pg from "pg";

// node-postgres's pool gives up on a request waiting for a free connection after the same
// `connectionTimeoutMillis` as it gives a new connection to open, so when a busy moment keeps all
// of them in use, requests fail after that short time (1.5 s here) although the database is fine.
// This pool tells the two apart: opening a connection still fails fast (the database is away), but
// a request waits its turn for a connection in use, in order, until `waitTimeoutMillis`.

export interface QueuedPoolConfig extends pg.PoolConfig {
  /** how long a request may wait for one of the `max` connections to be free */
  waitTimeoutMillis: number;
}

/** The error of a request that waited its whole deadline (lib/errors.ts answers it with 503). */
export const WAIT_TIMEOUT_MESSAGE = "timeout exceeded when waiting for a free database connection";

type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: () => void,
) => void;

export class QueuedPool extends pg.Pool {
  private readonly slots: number;
  private readonly waitTimeoutMillis: number;
  private inUse = 0;
  private readonly waiting: (() => void)[] = [];

  constructor({ waitTimeoutMillis, ...config }: QueuedPoolConfig) {
    super(config);
    this.slots = config.max ?? 10;
    this.waitTimeoutMillis = waitTimeoutMillis;
  }

  /** Requests waiting for a connection in use. */
  get queued(): number {
    return this.waiting.length;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const connected = this.take().then(async () => {
      try {
        return this.freeOnRelease(await super.connect());
      } catch (error) {
        this.free();
        throw error;
      }
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  }

  private take(): Promise<void> {
    if (this.inUse < this.slots) {
      this.inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(); // the slot passes straight from the request that freed it
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(new Error(WAIT_TIMEOUT_MESSAGE));
      }, this.waitTimeoutMillis);
      this.waiting.push(turn);
    });
  }

  private free(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inUse -= 1;
  }

  private freeOnRelease(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (!released) {
        released = true;
        this.free();
      }
      return release.call(client, error);
    };
    return client;
  }
}
