// Vitest runs its groups one after another, and puts an isolated single-worker project (the
// server's, whose files take turns on one database) in a group of its own. Every project spreads
// this into its `test` options instead, so all run in one group and the server's files run beside
// the Storybook projects in Chromium. One group needs one maxWorkers.
export const oneVitestGroup = { sequence: { groupOrder: 1 }, maxWorkers: 1 };
