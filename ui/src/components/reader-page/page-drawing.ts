/** For stories: a plain page drawing of the given size, as the server draws the seed's pages. */
export const pageDrawing = (width: number, height: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f5f0e6"/><rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#222" stroke-width="8"/><text x="50%" y="50%" font-size="64" text-anchor="middle" fill="#222">${label}</text></svg>`,
  )}`;
