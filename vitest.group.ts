// Vitest runs its groups one after another, and puts an isolated single-worker project (the
// server's, whose files run in a worker that keeps its modules) in a group of its own. Every
// project spreads this into its `test` options instead, so all run in one group and the server's
// files run beside the Storybook projects in Chromium. One group needs one maxWorkers: two, one
// per core, so that two server files (each on its worker's own database, see
// server/src/test/database-url.ts) run at once while the other waits on PostgreSQL or a timer.
export const oneVitestGroup = { sequence: { groupOrder: 1 }, maxWorkers: 2 };
