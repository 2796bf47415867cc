import { pick, round, seededRandom } from "./svg.ts";

// How a genre looks on a cover: a hue for its palette and a motif drawn behind the title.

export interface Palette {
  base: string;
  light: string;
  ink: string;
  paper: string;
  accent: string;
}

export interface MotifArea {
  width: number;
  height: number;
  /** where the motif converges or centres */
  focus: { x: number; y: number };
  color: string;
  random: () => number;
}

type Motif = (area: MotifArea) => string;

const GENRE_HUES: Record<string, number> = {
  action: 6,
  adventure: 28,
  comedy: 46,
  cyberpunk: 300,
  drama: 330,
  fantasy: 262,
  horror: 355,
  magic: 285,
  mecha: 212,
  mystery: 228,
  romance: 338,
  school: 190,
  "sci-fi": 196,
  "slice-of-life": 100,
  sports: 18,
  supernatural: 272,
  thriller: 14,
};

/** The palette of a genre slug (any other key gets a hue of its own), varied a little per title. */
export function paletteFor(genreSlug: string, random: () => number): Palette {
  const hue =
    (GENRE_HUES[genreSlug] ?? Math.floor(seededRandom(genreSlug)() * 360)) +
    Math.round(random() * 40 - 20);
  return {
    base: `hsl(${hue} 58% 34%)`,
    light: `hsl(${hue + 24} 72% 62%)`,
    ink: `hsl(${hue} 45% 9%)`,
    paper: `hsl(${hue} 30% 97%)`,
    accent: `hsl(${hue + 36} 92% 62%)`,
  };
}

export const speedLines: Motif = ({ width, height, focus, color, random }) => {
  const reach = width + height;
  const rays: string[] = [];
  for (let angle = 0; angle < Math.PI * 2; angle += 0.09 + random() * 0.07) {
    const spread = 0.012 + random() * 0.02;
    const inner = 40 + random() * 60;
    const point = (a: number, r: number) =>
      `${round(focus.x + Math.cos(a) * r)},${round(focus.y + Math.sin(a) * r)}`;
    rays.push(
      `${point(angle, inner)} ${point(angle - spread, reach)} ${point(angle + spread, reach)}`,
    );
  }
  return rays
    .map((points) => `<polygon points="${points}" fill="${color}" opacity="0.28"/>`)
    .join("");
};

export const halftone: Motif = ({ width, height, color }) => {
  const step = Math.max(12, Math.round(width / 24));
  const dots: string[] = [];
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      const r = round((step / 2) * Math.min(1, (x / width + y / height) / 1.6));
      if (r > 0.8) dots.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${r}"/>`);
    }
  }
  return `<g fill="${color}" opacity="0.22">${dots.join("")}</g>`;
};

const bokeh: Motif = ({ width, height, color, random }) => {
  const circles: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = round(12 + random() * 58);
    circles.push(
      `<circle cx="${round(random() * width)}" cy="${round(random() * height * 0.7)}" r="${r}" ` +
        `fill="${color}" fill-opacity="${round(0.08 + random() * 0.2)}" stroke="${color}" stroke-opacity="0.3"/>`,
    );
  }
  return circles.join("");
};

const sparkles: Motif = ({ width, height, color, random }) => {
  const stars: string[] = [];
  for (let i = 0; i < 36; i++) {
    const x = random() * width;
    const y = random() * height * 0.75;
    const r = 3 + random() * 12;
    const t = r / 4;
    const points = [
      [x, y - r],
      [x + t, y - t],
      [x + r, y],
      [x + t, y + t],
      [x, y + r],
      [x - t, y + t],
      [x - r, y],
      [x - t, y - t],
    ].map(([px, py]) => `${round(px as number)},${round(py as number)}`);
    stars.push(
      `<polygon points="${points.join(" ")}" fill="${color}" opacity="${round(0.3 + random() * 0.5)}"/>`,
    );
  }
  return stars.join("");
};

const perspectiveGrid: Motif = ({ width, height, focus, color }) => {
  const horizon = Math.max(focus.y, height * 0.4);
  const lines: string[] = [];
  for (let i = -10; i <= 10; i++) {
    lines.push(
      `M${round(focus.x)} ${round(horizon)}L${round(width / 2 + i * width * 0.22)} ${height}`,
    );
  }
  for (let depth = 1; depth <= 10; depth++) {
    const y = horizon + (height - horizon) * (depth / 10) ** 1.8;
    lines.push(`M0 ${round(y)}H${width}`);
  }
  return `<path d="${lines.join("")}" stroke="${color}" stroke-width="2" opacity="0.4" fill="none"/>`;
};

const shards: Motif = ({ width, height, color, random }) => {
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = random() * width;
    const w = 30 + random() * 90;
    const top = height * (0.25 + random() * 0.45);
    shapes.push(
      `<polygon points="${round(x)},${round(top)} ${round(x + w / 2)},${height} ${round(x - w / 2)},${height}" ` +
        `fill="${color}" opacity="${round(0.25 + random() * 0.35)}"/>`,
    );
  }
  return shapes.join("");
};

const rings: Motif = ({ width, focus, color }) => {
  const circles: string[] = [];
  for (let r = 30; r < width * 1.4; r += 26) {
    circles.push(`<circle cx="${round(focus.x)}" cy="${round(focus.y)}" r="${r}"/>`);
  }
  return `<g fill="none" stroke="${color}" stroke-width="3" opacity="0.3">${circles.join("")}</g>`;
};

// Two fitting motifs per genre, so titles of one genre do not all look alike.
const GENRE_MOTIFS: Record<string, [Motif, Motif]> = {
  action: [speedLines, shards],
  adventure: [speedLines, perspectiveGrid],
  sports: [speedLines, halftone],
  romance: [bokeh, sparkles],
  school: [bokeh, halftone],
  "slice-of-life": [bokeh, halftone],
  fantasy: [sparkles, rings],
  magic: [sparkles, rings],
  supernatural: [sparkles, shards],
  "sci-fi": [perspectiveGrid, rings],
  mecha: [perspectiveGrid, speedLines],
  cyberpunk: [perspectiveGrid, halftone],
  horror: [shards, rings],
  thriller: [shards, speedLines],
  mystery: [rings, halftone],
  drama: [rings, bokeh],
  comedy: [halftone, speedLines],
};

const ALL_MOTIFS = [speedLines, halftone, bokeh, sparkles, perspectiveGrid, shards, rings];

/** A motif for a genre slug (any other slug gets one of all the motifs). */
export function motifFor(genreSlug: string, random: () => number): Motif {
  return pick(random, GENRE_MOTIFS[genreSlug] ?? ALL_MOTIFS);
}
