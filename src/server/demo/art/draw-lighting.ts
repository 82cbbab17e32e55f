import { r1, shade, shadow, svgDoc, text } from './svg-frame.js';

/** Lighting: LED ceiling panel, LED floodlights and a rechargeable work light. */

type Point = [number, number];

function towards(p: Point, c: Point, t: number): Point {
  return [r1(p[0] + (c[0] - p[0]) * t), r1(p[1] + (c[1] - p[1]) * t)];
}

function poly(points: Point[]): string {
  return points.map((p) => p.join(',')).join(' ');
}

const GLOW_DEFS =
  '<radialGradient id="lit" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff"/>' +
  '<stop offset="1" stop-color="#e3eefa"/></radialGradient>' +
  '<radialGradient id="warm" cx="0.5" cy="0.5" r="0.55"><stop offset="0" stop-color="#fffdf2"/>' +
  '<stop offset="1" stop-color="#ffe69a"/></radialGradient>' +
  '<radialGradient id="beam" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/>' +
  '<stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>';

export function drawLedPanel(colourTemperature: string): string {
  const a: Point = [128, 262];
  const b: Point = [452, 122];
  const c: Point = [672, 282];
  const d: Point = [346, 446];
  const centre: Point = [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2];
  let s = shadow(410, 486, 300, 22);
  s += '<ellipse cx="400" cy="284" rx="330" ry="220" fill="url(#beam)" opacity="0.6"/>';
  // edges (thickness)
  s += `<polygon points="${poly([a, d, [d[0], d[1] + 18], [a[0], a[1] + 18]])}" fill="#a7b1bb"/>`;
  s += `<polygon points="${poly([d, c, [c[0], c[1] + 18], [d[0], d[1] + 18]])}" fill="#87919c"/>`;
  // frame and diffuser
  s += `<polygon points="${poly([a, b, c, d])}" fill="#cfd5dc" stroke="#a4aeb8" stroke-width="3"/>`;
  const inner = [a, b, c, d].map((p) => towards(p, centre, 0.07));
  s += `<polygon points="${poly(inner)}" fill="url(#lit)"/>`;
  const [ia, ib, ic, id] = inner as [Point, Point, Point, Point];
  s += `<polygon points="${poly([ia, towards(ia, ib, 0.45), towards(id, ic, 0.25), id])}" fill="#ffffff" opacity="0.55"/>`;
  // LED driver with cable
  s += '<path d="M560 420 Q580 380 540 352" stroke="#2a2e34" stroke-width="6" fill="none"/>';
  s += '<path d="M520 460 L612 430 L660 448 L568 480 Z" fill="#f3f5f7"/>';
  s += '<path d="M520 460 L568 480 V508 L520 488 Z" fill="#cfd5db"/>';
  s += '<path d="M568 480 L660 448 V476 L568 508 Z" fill="#b4bcc4"/>';
  s += text(612, 452, colourTemperature, 12, '#6f7983', { transform: 'rotate(-19 612 452)' });
  return svgDoc('light', s, GLOW_DEFS);
}

export interface FloodlightArt {
  housing: string;
  watts: number;
  /** LED chips across and down; 1×1 is a single COB chip. */
  chips: [number, number];
  scale: number;
}

export function drawFloodlight(art: FloodlightArt): string {
  const dark = shade(art.housing, -0.3);
  const light = shade(art.housing, 0.18);
  let f = '';
  // bracket
  f += `<path d="M236 262 V458 Q236 478 256 478 H544 Q564 478 564 458 V262" stroke="${dark}" stroke-width="18" fill="none"/>`;
  f += `<rect x="350" y="466" width="100" height="26" rx="6" fill="${dark}"/>`;
  // cooling fins on the side
  f += `<path d="M566 146 L604 168 V380 L566 392 Z" fill="${dark}"/>`;
  for (let y = 176; y <= 372; y += 16) f += `<path d="M572 ${y} L604 ${y + 4}" stroke="${art.housing}" stroke-width="6"/>`;
  // housing and lens
  f += `<rect x="230" y="132" width="340" height="262" rx="20" fill="${art.housing}"/>`;
  f += `<rect x="230" y="132" width="340" height="16" rx="8" fill="${light}"/>`;
  f += '<rect x="252" y="154" width="296" height="218" rx="8" fill="#d9dfe5"/>';
  f += '<path d="M252 154 L320 204 H480 L548 154 Z" fill="#eef2f5"/><path d="M252 372 L320 322 H480 L548 372 Z" fill="#c3cad2"/>';
  f += '<path d="M252 154 L320 204 V322 L252 372 Z" fill="#e5e9ed"/><path d="M548 154 L480 204 V322 L548 372 Z" fill="#ccd3da"/>';
  f += '<rect x="320" y="204" width="160" height="118" fill="url(#warm)"/>';
  const [nx, ny] = art.chips;
  if (nx === 1) {
    f += '<rect x="360" y="223" width="80" height="80" rx="6" fill="#f5d142"/><circle cx="400" cy="263" r="30" fill="#ffe98a"/>';
  } else {
    const cw = 150 / nx;
    const chh = 108 / ny;
    for (let i = 0; i < nx; i++) {
      for (let j = 0; j < ny; j++) {
        f += `<rect x="${r1(326 + i * cw + cw * 0.2)}" y="${r1(209 + j * chh + chh * 0.2)}" width="${r1(cw * 0.6)}" height="${r1(chh * 0.6)}" rx="2" fill="#f5c518"/>`;
      }
    }
  }
  f += '<path d="M262 164 L330 164 L270 230 Z" fill="#ffffff" opacity="0.4"/>';
  // pivot knobs and cable gland
  f += `<circle cx="226" cy="262" r="16" fill="${dark}"/><circle cx="574" cy="262" r="16" fill="${dark}"/>`;
  f += `<rect x="476" y="392" width="28" height="20" rx="4" fill="${dark}"/>`;
  f += `<path d="M490 410 Q496 460 560 470" stroke="#2a2e34" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  f += text(400, 390, `${art.watts} W`, 14, light);
  const s = shadow(410, 500, 250 * art.scale, 18) + `<g transform="translate(400 304) scale(${art.scale}) translate(-410 -312)">${f}</g>`;
  return svgDoc('light', s, GLOW_DEFS);
}

export function drawWorkLight(frame: string): string {
  const frameDark = shade(frame, -0.22);
  let s = shadow(400, 520, 240, 18);
  s += '<ellipse cx="400" cy="290" rx="300" ry="220" fill="url(#beam)" opacity="0.7"/>';
  // stand with carrying handle
  s += '<path d="M232 520 V200 Q232 108 324 108 H476 Q568 108 568 200 V520" stroke="#2d3238" stroke-width="22" fill="none"/>';
  s += `<rect x="334" y="92" width="132" height="34" rx="17" fill="${frame}"/>`;
  s += '<path d="M210 524 H262 M538 524 H590" stroke="#2d3238" stroke-width="18" stroke-linecap="round"/>';
  // light head
  s += `<rect x="258" y="186" width="284" height="232" rx="36" fill="${frame}"/>`;
  s += `<rect x="258" y="186" width="284" height="30" rx="15" fill="${shade(frame, 0.2)}"/>`;
  s += `<rect x="258" y="392" width="284" height="26" rx="13" fill="${frameDark}"/>`;
  s += '<rect x="282" y="210" width="236" height="176" rx="16" fill="#2d3238"/>';
  s += '<rect x="294" y="222" width="212" height="152" rx="10" fill="url(#warm)"/>';
  s += '<rect x="334" y="252" width="132" height="92" rx="8" fill="#f5d142"/>';
  for (let x = 346; x < 460; x += 12) {
    for (let y = 262; y < 338; y += 12) s += `<circle cx="${x}" cy="${y}" r="3" fill="#fff3b0"/>`;
  }
  // pivots and switch
  s += '<circle cx="244" cy="300" r="20" fill="#2d3238"/><circle cx="556" cy="300" r="20" fill="#2d3238"/>';
  s += `<circle cx="244" cy="300" r="8" fill="${frame}"/><circle cx="556" cy="300" r="8" fill="${frame}"/>`;
  s += '<rect x="372" y="398" width="56" height="16" rx="8" fill="#2d3238"/>';
  s += '<rect x="480" y="400" width="40" height="12" rx="4" fill="#2d3238"/>';
  for (let i = 0; i < 3; i++) s += `<rect x="${484 + i * 12}" y="403" width="8" height="6" rx="2" fill="#63d36b"/>`;
  return svgDoc('light', s, GLOW_DEFS);
}
