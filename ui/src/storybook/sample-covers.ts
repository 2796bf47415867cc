/** Invented cover art for stories: an inline SVG data URL, so stories never hit the network. */
const palettes = [
  ["#1e1b4b", "#7c3aed", "#f0abfc"],
  ["#0c4a6e", "#0891b2", "#a5f3fc"],
  ["#450a0a", "#dc2626", "#fecaca"],
  ["#052e16", "#16a34a", "#bbf7d0"],
  ["#431407", "#ea580c", "#fed7aa"],
  ["#1c1917", "#78716c", "#e7e5e4"],
] as const;

export function sampleCover(title: string, index = 0, width = 300, height = 450): string {
  const [dark, mid, light] = palettes[index % palettes.length] ?? palettes[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width * 0.28}" fill="${light}" opacity="0.25"/>
<path d="M0 ${height * 0.72} L${width} ${height * 0.55} L${width} ${height} L0 ${height}Z" fill="${dark}" opacity="0.6"/>
<text x="${width * 0.08}" y="${height * 0.88}" font-family="sans-serif" font-weight="800" font-size="${Math.min(width, height) * 0.09}" fill="${light}">${title.slice(0, 18)}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
