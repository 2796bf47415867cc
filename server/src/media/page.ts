import { halftone, speedLines } from "./genre-style.ts";
import { escapeMarkup } from "../lib/escape-markup.ts";
import { FONT_SANS, pick, round, seededRandom, svgDocument, wrapText } from "./svg.ts";

export interface PageData {
  chapterId: string;
  mangaTitle: string;
  chapterNumber: number;
  pageNumber: number;
  width: number;
  height: number;
  /** which panel arrangement to draw; any whole number (it is taken modulo the arrangements) */
  layout: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Panel arrangements as rows of panels: [row height weight, panel width weights].
const PANEL_LAYOUTS: [number, number[]][][] = [
  [
    [2, [1]],
    [1, [1, 1]],
    [1.2, [2, 1]],
  ],
  [
    [1, [1, 1]],
    [1, [1, 2]],
    [1, [1]],
  ],
  [
    [1.4, [1]],
    [1, [1, 1, 1]],
    [1.4, [1]],
  ],
  [
    [1, [3, 2]],
    [1.5, [1]],
    [1, [1, 1]],
  ],
  [
    [1, [1]],
    [1, [2, 1]],
    [1, [1]],
    [1, [1, 1]],
  ],
  [
    [3, [1]],
    [1, [1, 1]],
  ],
];

/**
 * A manga page of exactly width x height: panels in the arrangement of `layout` with gutters,
 * figures, screentones and speech balloons, and the title, chapter and page number in the margin.
 * A page wider than tall is a double spread: two facing halves with a fold between them.
 */
export function renderPage(page: PageData): string {
  const { width, height } = page;
  const unit = Math.min(width, height) / 800;
  const random = seededRandom(`page:${page.chapterId}:${page.pageNumber}`);
  const halves: Box[] =
    width > height
      ? [
          { x: 0, y: 0, width: width / 2, height },
          { x: width / 2, y: 0, width: width / 2, height },
        ]
      : [{ x: 0, y: 0, width, height }];

  const panels = halves.flatMap((half, index) =>
    layoutPanels(
      PANEL_LAYOUTS[(page.layout + index) % PANEL_LAYOUTS.length] ?? [],
      inset(half, 48 * unit),
      14 * unit,
    ),
  );
  const body = [
    `<rect width="${width}" height="${height}" fill="#fbfaf7"/>`,
    ...panels.map((panel, index) => drawPanel(panel, index, unit, random)),
    halves.length > 1 ? fold(width, height, unit) : "",
    caption(page, unit),
  ].join("");
  return svgDocument(width, height, body);
}

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}

function layoutPanels(rows: [number, number[]][], area: Box, gutter: number): Box[] {
  const rowWeights = rows.reduce((sum, [weight]) => sum + weight, 0);
  const rowSpace = area.height - gutter * (rows.length - 1);
  const panels: Box[] = [];
  let y = area.y;
  for (const [rowWeight, columns] of rows) {
    const rowHeight = (rowSpace * rowWeight) / rowWeights;
    const columnWeights = columns.reduce((sum, weight) => sum + weight, 0);
    const columnSpace = area.width - gutter * (columns.length - 1);
    let x = area.x;
    for (const columnWeight of columns) {
      const panelWidth = (columnSpace * columnWeight) / columnWeights;
      panels.push({ x, y, width: panelWidth, height: rowHeight });
      x += panelWidth + gutter;
    }
    y += rowHeight + gutter;
  }
  return panels;
}

function drawPanel(panel: Box, index: number, unit: number, random: () => number): string {
  const clipId = `panel${index}`;
  const area = { width: panel.width, height: panel.height, color: "#1b1b1f", random };
  // Figures stand in the lower part of a panel, under the balloon.
  const focus = {
    x: panel.width * (0.2 + random() * 0.6),
    y: panel.height * (0.5 + random() * 0.25),
  };
  const backdrop = pick(random, ["plain", "tone", "speed", "sky"] as const);
  const background = {
    plain: "",
    tone: halftone({ ...area, focus }),
    speed: speedLines({ ...area, focus }),
    sky: `<rect y="${round(panel.height * 0.62)}" width="${round(panel.width)}" height="${round(panel.height * 0.38)}" fill="#d9d7d2"/>`,
  }[backdrop];
  const inner = [
    `<rect width="${round(panel.width)}" height="${round(panel.height)}" fill="#ffffff"/>`,
    background,
    random() < 0.75 ? figure(focus, panel.height, random) : "",
    random() < 0.8 ? balloon(panel, unit, random) : "",
  ].join("");
  return (
    `<clipPath id="${clipId}"><rect width="${round(panel.width)}" height="${round(panel.height)}"/></clipPath>` +
    `<g transform="translate(${round(panel.x)} ${round(panel.y)})">` +
    `<g clip-path="url(#${clipId})">${inner}</g>` +
    `<rect width="${round(panel.width)}" height="${round(panel.height)}" fill="none" stroke="#111" stroke-width="${round(4 * unit)}"/>` +
    `</g>`
  );
}

// A character's silhouette (head and shoulders) standing at the focus, sized to the panel.
function figure(
  focus: { x: number; y: number },
  panelHeight: number,
  random: () => number,
): string {
  const size = panelHeight * (0.35 + random() * 0.3);
  const head = size * 0.28;
  const x = focus.x;
  const top = focus.y - size * 0.3;
  const shoulders =
    `M${round(x - size * 0.55)} ${round(top + size * 1.6)}` +
    `Q${round(x - size * 0.5)} ${round(top + head * 2.2)} ${round(x)} ${round(top + head * 2)}` +
    `Q${round(x + size * 0.5)} ${round(top + head * 2.2)} ${round(x + size * 0.55)} ${round(top + size * 1.6)}Z`;
  const shade = pick(random, ["#2a2a30", "#4a4a52", "#77767d"]);
  return (
    `<path d="${shoulders}" fill="${shade}"/>` +
    `<circle cx="${round(x)}" cy="${round(top + head)}" r="${round(head)}" fill="${shade}"/>`
  );
}

// A speech balloon with a tail and grey bars where the lettering would be.
function balloon(panel: Box, unit: number, random: () => number): string {
  const rx = Math.min(panel.width * 0.3, 150 * unit) * (0.8 + random() * 0.3);
  const ry = Math.min(rx * 0.62, panel.height * 0.28);
  const cx = Math.min(
    Math.max(rx + 10 * unit, panel.width * random()),
    panel.width - rx - 10 * unit,
  );
  const cy = ry + 12 * unit;
  const tailX = cx + (random() < 0.5 ? -1 : 1) * rx * 0.35;
  const tail = `M${round(tailX - rx * 0.12)} ${round(cy + ry * 0.8)}L${round(tailX + rx * 0.25)} ${round(cy + ry * 1.7)}L${round(tailX + rx * 0.14)} ${round(cy + ry * 0.75)}Z`;
  const bars = [-0.3, 0.05, 0.4].map((offset, line) => {
    const barWidth = rx * (line === 2 ? 0.8 : 1.2);
    return `<rect x="${round(cx - barWidth / 2)}" y="${round(cy + ry * offset - 4 * unit)}" width="${round(barWidth)}" height="${round(8 * unit)}" rx="${round(4 * unit)}" fill="#b9b8bd"/>`;
  });
  const stroke = `stroke="#111" stroke-width="${round(3 * unit)}"`;
  return (
    `<path d="${tail}" fill="#fff" ${stroke}/>` +
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="#fff" ${stroke}/>` +
    bars.join("")
  );
}

function fold(width: number, height: number, unit: number): string {
  const band = 40 * unit;
  return (
    `<defs><linearGradient id="fold" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect x="${round(width / 2 - band / 2)}" width="${round(band)}" height="${height}" fill="url(#fold)"/>`
  );
}

// Title and chapter bottom left, page number bottom right, in the bottom margin.
function caption(page: PageData, unit: number): string {
  const fontSize = round(16 * unit);
  const y = round(page.height - 18 * unit);
  const maxChars = Math.floor((page.width * 0.7) / (fontSize * 0.55));
  const [title = ""] = wrapText(`${page.mangaTitle} · Chapter ${page.chapterNumber}`, maxChars, 1);
  const text = `font-family="${FONT_SANS}" font-size="${fontSize}" fill="#55545a"`;
  return (
    `<text x="${round(48 * unit)}" y="${y}" ${text}>${escapeMarkup(title)}</text>` +
    `<text x="${round(page.width - 48 * unit)}" y="${y}" text-anchor="end" font-weight="700" ${text}>${page.pageNumber}</text>`
  );
}
