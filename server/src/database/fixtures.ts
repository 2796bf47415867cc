// Named rows for this folder's tests.

export const moonlitBlade = {
  slug: "moonlit-blade",
  title: "Moonlit Blade",
  description: "A swordswoman hunts the thief of the moon.",
  author: "Aoi Sato",
  status: "ONGOING",
} as const;

export const quietHarbor = {
  slug: "quiet-harbor",
  title: "Quiet Harbor",
  description: "A lighthouse keeper's last summer.",
  author: "Ren Ito",
  status: "COMPLETED",
} as const;

export const moonlitBladeDays = [
  { day: new Date("2026-11-01"), views: 1200 },
  { day: new Date("2026-11-02"), views: 800 },
  { day: new Date("2026-11-03"), views: 350 },
];

export const quietHarborDays = [
  { day: new Date("2026-11-01"), views: 90 },
  { day: new Date("2026-11-02"), views: 60 },
];

export const moonlitBladeChapters = [
  { number: 1, releasedAt: new Date("2026-09-01T12:00:00Z") },
  { number: 2, releasedAt: new Date("2026-10-01T12:00:00Z") },
  { number: 3, releasedAt: new Date("2026-11-01T12:00:00Z") },
];
