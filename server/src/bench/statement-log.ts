// Counts the SQL statements a server sends, keeping the first few with their parameters so that the
// benchmark can EXPLAIN them. The benchmark reads and resets it around one request at a time.

export interface LoggedStatement {
  sql: string;
  /** the statement's parameters as JSON */
  params: string;
}

export class StatementLog {
  private count = 0;
  private kept: LoggedStatement[] = [];

  /** Under load thousands of statements arrive between reads; only the first `keep` are kept. */
  constructor(private readonly keep = 200) {}

  record(sql: string, params: string): void {
    this.count += 1;
    if (this.kept.length < this.keep) this.kept.push({ sql, params });
  }

  /** The statements since the last call, and how many there were; starts a new count. */
  take(): { count: number; statements: LoggedStatement[] } {
    const taken = { count: this.count, statements: this.kept };
    this.count = 0;
    this.kept = [];
    return taken;
  }
}
