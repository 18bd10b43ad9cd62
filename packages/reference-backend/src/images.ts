// Generated SVG images, so that no image is ever fetched from outside: game tiles, vendor logos,
// banners and promotion pictures, each drawn from the catalogue's names and the vendor's colour.

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** Greedy word wrap into at most `maxLines` lines; a cut line ends with an ellipsis. */
export function wrapText(text: string, lineLength: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= lineLength || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const shown = lines
    .slice(0, maxLines)
    .map((l) => (l.length > lineLength ? `${l.slice(0, lineLength - 1)}…` : l));
  if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1].slice(0, lineLength - 1)}…`;
  return shown;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 700): string {
  const top = y - ((lines.length - 1) * size * 1.2) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + i * size * 1.2).toFixed(1)}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join("");
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** The first letters of up to two words ("Party of the Deep" -> "PO"). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A 200x200 game tile: the vendor's colour and the game's initials, as a real game's artwork has its
 * logo. No name or vendor in words: the tile shows both under the artwork, and drawn here they showed
 * twice.
 */
export function gameImage(gameName: string, color: string): string {
  return svg(
    200,
    200,
    gameName,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>` +
      `<rect width="200" height="200" rx="16" fill="url(#g)"/>` +
      `<circle cx="100" cy="100" r="58" fill="#ffffff" fill-opacity="0.14"/>` +
      textLines([initials(gameName)], 100, 104, 56, "#ffffff"),
  );
}

/** A 160x64 vendor logo: COLOR on the vendor's colour, BLACK in black on white (the selected tab). */
export function vendorImage(code: string, color: string, variant: "COLOR" | "BLACK"): string {
  const [background, foreground] = variant === "COLOR" ? [color, "#ffffff"] : ["#ffffff", "#000000"];
  return svg(
    160,
    64,
    code,
    `<rect width="160" height="64" rx="12" fill="${background}"/>` +
      textLines([code.replaceAll("_", " ")], 80, 32, 20, foreground),
  );
}

/** A wide picture with a title: banners (750x300) and promotions (690x260). */
export function posterImage(width: number, height: number, title: string, color: string): string {
  return svg(
    width,
    height,
    title,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1f2937"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#p)"/>` +
      textLines(wrapText(title, 24, 2), width / 2, height / 2, Math.round(height / 7), "#ffffff"),
  );
}

/** The app icon of the download prompt (the AppDownloadIcon resource). */
export function appIcon(name: string): string {
  return svg(
    200,
    200,
    name,
    `<rect width="200" height="200" rx="44" fill="#b91c1c"/>` +
      textLines([initials(name)], 100, 104, 84, "#ffffff"),
  );
}

/** A steady colour for things without a vendor (banners, promotions), picked from the id. */
export function paletteColor(id: number): string {
  const palette = ["#b91c1c", "#1d4ed8", "#047857", "#7c3aed", "#c2410c", "#0e7490", "#be185d", "#4d7c0f"];
  return palette[Math.abs(id) % palette.length];
}
