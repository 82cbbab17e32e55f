/**
 * Shared building blocks for the demo product pictures: the 800×600 frame with a soft background,
 * colour shading, ground shadows, labels and seven-segment digits. Everything is plain SVG with no
 * external references, so `sharp` renders it offline.
 */

/** Background tint family of a product picture. */
export type ArtCategory = 'power' | 'measure' | 'hand' | 'cable' | 'install' | 'light' | 'safety';

const CATEGORY_HUES: Record<ArtCategory, number> = {
  power: 28,
  measure: 212,
  hand: 160,
  cable: 265,
  install: 190,
  light: 48,
  safety: 120,
};

/** Rounds to one decimal so the SVG text stays short. */
export function r1(value: number): number {
  return Math.round(value * 10) / 10;
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const rgb: [number, number, number] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex([rgb[0] + (target - rgb[0]) * t, rgb[1] + (target - rgb[1]) * t, rgb[2] + (target - rgb[2]) * t]);
}

/** The background colour near the centre of a category's frame (for cut-outs and gaps). */
export function backgroundColour(category: ArtCategory): string {
  return hslToHex(CATEGORY_HUES[category], 0.38, 0.935);
}

/** Wraps a drawing into the 800×600 picture with a gentle gradient and a light halo. */
export function svgDoc(category: ArtCategory, body: string, defs = ''): string {
  const hue = CATEGORY_HUES[category];
  const top = hslToHex(hue, 0.45, 0.975);
  const bottom = hslToHex(hue, 0.32, 0.87);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    '<radialGradient id="halo" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.8"/>' +
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="gs"><stop offset="0" stop-color="#1a2230" stop-opacity="0.32"/>' +
    '<stop offset="0.6" stop-color="#1a2230" stop-opacity="0.12"/>' +
    '<stop offset="1" stop-color="#1a2230" stop-opacity="0"/></radialGradient>' +
    defs +
    '</defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    '<ellipse cx="400" cy="280" rx="390" ry="290" fill="url(#halo)"/>' +
    body +
    '</svg>'
  );
}

/** A soft elliptical ground shadow. */
export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#gs)"/>`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface TextOptions {
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  spacing?: number;
  transform?: string;
}

/** A small label in a generic sans-serif face. */
export function text(x: number, y: number, value: string, size: number, fill: string, options: TextOptions = {}): string {
  const anchor = options.anchor ?? 'middle';
  const weight = options.weight ?? 700;
  const spacing = options.spacing === undefined ? '' : ` letter-spacing="${options.spacing}"`;
  const transform = options.transform === undefined ? '' : ` transform="${options.transform}"`;
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ` +
    `font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing}${transform}>${escapeText(value)}</text>`
  );
}

/** Wraps SVG content into a group with a transform. */
export function group(transform: string, content: string): string {
  return `<g transform="${transform}">${content}</g>`;
}

/** A point on a circle, angle in degrees (0 = right, clockwise on screen). */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [r1(cx + r * Math.cos(a)), r1(cy + r * Math.sin(a))];
}

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
  ' ': '',
};

/** Seven-segment digits (a display reading), drawn without any font. Supports 0-9, '-', ' ' and '.'. */
export function sevenSegment(value: string, x: number, y: number, height: number, colour: string): string {
  const w = height * 0.52;
  const t = height * 0.12;
  const half = height / 2;
  const rects: Record<string, [number, number, number, number]> = {
    a: [t * 0.6, 0, w - t * 1.2, t],
    b: [w - t, t * 0.6, t, half - t * 0.9],
    c: [w - t, half + t * 0.3, t, half - t * 0.9],
    d: [t * 0.6, height - t, w - t * 1.2, t],
    e: [0, half + t * 0.3, t, half - t * 0.9],
    f: [0, t * 0.6, t, half - t * 0.9],
    g: [t * 0.6, half - t / 2, w - t * 1.2, t],
  };
  let out = '';
  let cursor = x;
  for (const ch of value) {
    if (ch === '.') {
      out += `<rect x="${r1(cursor - w * 0.12)}" y="${r1(y + height - t)}" width="${r1(t)}" height="${r1(t)}" rx="1"/>`;
      cursor += t * 1.2;
      continue;
    }
    for (const segment of SEGMENTS[ch] ?? '') {
      const rect = rects[segment];
      if (rect === undefined) continue;
      const [sx, sy, sw, sh] = rect;
      out +=
        `<rect x="${r1(cursor + sx)}" y="${r1(y + sy)}" width="${r1(sw)}" height="${r1(sh)}" ` +
        `rx="${r1(t * 0.35)}"/>`;
    }
    cursor += w + height * 0.2;
  }
  const shift = r1(Math.tan((6 * Math.PI) / 180) * (y + height));
  return `<g fill="${colour}" transform="translate(${shift} 0) skewX(-6)">${out}</g>`;
}
