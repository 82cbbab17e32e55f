import { shade, shadow, svgDoc, text } from './svg-frame.js';

/** Installation material: DIN-rail breakers and RCDs, socket outlet, light switch, junction box. */

const PLASTIC = '#f6f7f8';
const PLASTIC_SIDE = '#d5dade';
const PLASTIC_TOP = '#ffffff';
const EDGE = '#b3bbc3';

export interface BreakerArt {
  poles: number;
  rating: string;
  lever: string;
  /** RCD: wide body with a test button and sensitivity text. */
  rcd?: { current: string; sensitivity: string };
}

function terminal(cx: number, cy: number): string {
  return (
    `<rect x="${cx - 22}" y="${cy - 24}" width="44" height="48" rx="6" fill="#e4e8eb"/>` +
    `<circle cx="${cx}" cy="${cy}" r="15" fill="#b9c1c9"/><circle cx="${cx}" cy="${cy}" r="11" fill="#d8dde2"/>` +
    `<path d="M${cx - 9} ${cy + 4} L${cx + 9} ${cy - 4}" stroke="#6f7983" stroke-width="4"/>`
  );
}

export function drawBreaker(art: BreakerArt): string {
  const moduleW = art.rcd ? 96 : art.poles === 1 ? 120 : 92;
  const width = moduleW * art.poles;
  const x0 = 400 - width / 2 - 40;
  const top = 96;
  const bottom = 504;
  const dx = 90;
  const dy = 44;
  let s = shadow(420, 516, width / 2 + 170, 20);
  const zoom = art.poles === 1 ? 1.06 : 1;
  // DIN rail
  s += `<rect x="${x0 - 70}" y="282" width="${width + dx + 140}" height="46" fill="#c9cfd6"/>`;
  s += `<rect x="${x0 - 70}" y="282" width="${width + dx + 140}" height="8" fill="#e2e6ea"/>`;
  for (let x = x0 - 50; x < x0 + width + dx + 60; x += 56) s += `<rect x="${x}" y="300" width="30" height="12" rx="6" fill="#8e98a2"/>`;
  // top and side faces (oblique view)
  s += `<path d="M${x0} ${top} L${x0 + dx} ${top - dy} H${x0 + width + dx} L${x0 + width} ${top} Z" fill="${PLASTIC_TOP}" stroke="${EDGE}" stroke-width="2"/>`;
  s += `<path d="M${x0 + width} ${top} L${x0 + width + dx} ${top - dy} V${bottom - dy} L${x0 + width} ${bottom} Z" fill="${PLASTIC_SIDE}" stroke="${EDGE}" stroke-width="2"/>`;
  s += `<path d="M${x0 + width + 12} ${top + 110} L${x0 + width + dx - 12} ${top + 110 - dy * 0.85} V${bottom - 130 - dy * 0.85} L${x0 + width + 12} ${bottom - 130} Z" fill="#c6ccd2"/>`;
  // front
  s += `<rect x="${x0}" y="${top}" width="${width}" height="${bottom - top}" rx="6" fill="${PLASTIC}" stroke="${EDGE}" stroke-width="2"/>`;
  s += `<rect x="${x0 + 8}" y="${top + 112}" width="${width - 16}" height="${bottom - top - 224}" rx="8" fill="#ffffff" stroke="#dde1e5" stroke-width="2"/>`;
  for (let p = 0; p < art.poles; p++) {
    const cx = x0 + moduleW * p + moduleW / 2;
    s += terminal(cx, top + 50) + terminal(cx, bottom - 50);
    if (p > 0 && !art.rcd) s += `<path d="M${x0 + moduleW * p} ${top} V${bottom}" stroke="#dde1e5" stroke-width="2"/>`;
  }
  // toggle levers in a window
  const leverTop = top + 132;
  s += `<rect x="${x0 + 18}" y="${leverTop}" width="${width - 36}" height="92" rx="8" fill="#d3d9de"/>`;
  s += `<rect x="${x0 + 18}" y="${leverTop}" width="${width - 36}" height="10" rx="5" fill="#b4bcc4"/>`;
  const leverW = Math.min(54, moduleW - 46);
  for (let p = 0; p < art.poles; p++) {
    const cx = x0 + moduleW * p + moduleW / 2;
    s += `<rect x="${cx - leverW / 2}" y="${leverTop + 6}" width="${leverW}" height="56" rx="6" fill="${art.lever}"/>`;
    s += `<rect x="${cx - leverW / 2}" y="${leverTop + 6}" width="${leverW}" height="14" rx="6" fill="${shade(art.lever, 0.25)}"/>`;
    if (art.rcd) break;
  }
  if (art.poles > 1 && !art.rcd) {
    s += `<rect x="${x0 + moduleW / 2 - 10}" y="${leverTop + 26}" width="${width - moduleW + 20}" height="12" rx="5" fill="${shade(art.lever, -0.25)}"/>`;
  }
  if (art.rcd) {
    s += `<rect x="${x0 + width - 78}" y="${leverTop + 20}" width="48" height="48" rx="8" fill="#f2c200"/>`;
    s += text(x0 + width - 54, leverTop + 53, 'T', 24, '#1f2328');
  }
  s += text(x0 + 26, leverTop + 84, 'I-ON', 11, '#3a4048', { anchor: 'start' });
  // printed data
  const mid = x0 + width / 2;
  if (art.rcd) {
    s += text(mid, top + 270, art.rcd.current, 30, '#1f2328');
    s += text(mid, top + 300, art.rcd.sensitivity, 20, '#c62828');
  } else {
    for (let p = 0; p < art.poles; p++) {
      const cx = x0 + moduleW * p + moduleW / 2;
      s += text(cx, top + 272, art.rating, art.poles === 1 ? 36 : 28, '#1f2328');
      s += `<rect x="${cx - 24}" y="${top + 284}" width="48" height="18" fill="none" stroke="#1f2328" stroke-width="1.5"/>`;
      s += text(cx, top + 298, '6000', 12, '#1f2328');
    }
  }
  return svgDoc('install', `<g transform="translate(410 312) scale(${zoom}) translate(-410 -300)">${s}</g>`);
}

function schukoSocket(cx: number, cy: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="92" fill="#e1e5e9"/>` +
    `<circle cx="${cx}" cy="${cy}" r="80" fill="#eceff2"/>` +
    `<path d="M${cx - 80} ${cy} A80 80 0 0 1 ${cx + 80} ${cy}" fill="none" stroke="#cdd3d9" stroke-width="6"/>` +
    `<circle cx="${cx - 30}" cy="${cy}" r="10" fill="#2b2f35"/><circle cx="${cx + 30}" cy="${cy}" r="10" fill="#2b2f35"/>` +
    `<rect x="${cx - 16}" y="${cy - 82}" width="32" height="14" rx="3" fill="#b5bdc5"/>` +
    `<rect x="${cx - 16}" y="${cy + 68}" width="32" height="14" rx="3" fill="#b5bdc5"/>`
  );
}

export function drawSocketOutlet(plate: string): string {
  let s = shadow(400, 470, 300, 18);
  s += `<rect x="132" y="158" width="536" height="292" rx="34" fill="${shade(plate, -0.16)}"/>`;
  s += `<rect x="132" y="150" width="536" height="292" rx="34" fill="${plate}"/>`;
  s += `<rect x="150" y="168" width="500" height="256" rx="22" fill="none" stroke="${shade(plate, -0.08)}" stroke-width="3"/>`;
  s += `<path d="M400 168 V424" stroke="${shade(plate, -0.08)}" stroke-width="3"/>`;
  s += schukoSocket(275, 296) + schukoSocket(525, 296);
  return svgDoc('install', s);
}

export function drawLightSwitch(plate: string, rocker: string): string {
  let s = shadow(400, 488, 210, 16);
  s += `<rect x="240" y="146" width="320" height="320" rx="34" fill="${shade(plate, -0.25)}"/>`;
  s += `<rect x="240" y="136" width="320" height="320" rx="34" fill="${plate}"/>`;
  s += `<rect x="254" y="150" width="292" height="292" rx="26" fill="none" stroke="${shade(plate, 0.12)}" stroke-width="3"/>`;
  s += `<rect x="300" y="196" width="200" height="200" rx="18" fill="${shade(rocker, -0.2)}"/>`;
  s += `<rect x="304" y="198" width="192" height="100" rx="16" fill="${shade(rocker, 0.08)}"/>`;
  s += `<rect x="304" y="290" width="192" height="102" rx="16" fill="${rocker}"/>`;
  s += `<rect x="304" y="286" width="192" height="10" fill="${shade(rocker, -0.12)}"/>`;
  s += `<rect x="388" y="356" width="24" height="8" rx="4" fill="#f29a1f"/>`;
  return svgDoc('install', `<g transform="translate(400 300) scale(1.14) translate(-400 -300)">${s}</g>`);
}

function gland(cx: number, cy: number, r: number): string {
  const hex: string[] = [];
  for (let a = 30; a < 390; a += 60) {
    const rad = (a * Math.PI) / 180;
    hex.push(`${Math.round(cx + r * Math.cos(rad))},${Math.round(cy + r * Math.sin(rad))}`);
  }
  return (
    `<polygon points="${hex.join(' ')}" fill="#4a525b"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.75}" fill="#5d666f"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="#2a2e34"/>` +
    `<circle cx="${cx - r * 0.12}" cy="${cy - r * 0.12}" r="${r * 0.16}" fill="#3d434b"/>`
  );
}

export function drawJunctionBox(body: string): string {
  const top = shade(body, 0.25);
  const side = shade(body, -0.18);
  let s = shadow(420, 500, 290, 20);
  s += `<path d="M176 250 L306 150 H646 L516 250 Z" fill="${top}"/>`;
  s += `<path d="M200 242 L306 164 H622 L516 242 Z" fill="none" stroke="${shade(body, 0.1)}" stroke-width="4"/>`;
  s += `<path d="M516 250 L646 150 V396 L516 496 Z" fill="${side}"/>`;
  s += `<rect x="176" y="250" width="340" height="246" fill="${body}"/>`;
  s += `<rect x="176" y="250" width="340" height="26" fill="${shade(body, 0.1)}"/>`;
  s += `<path d="M176 276 H516" stroke="${shade(body, -0.1)}" stroke-width="3"/>`;
  for (const [x, y] of [[236, 236], [456, 236], [312, 166], [592, 166]] as const) {
    s += `<ellipse cx="${x}" cy="${y - 6}" rx="15" ry="9" fill="${shade(body, -0.1)}"/><path d="M${x - 9} ${y - 6} h18" stroke="${shade(body, -0.35)}" stroke-width="3"/>`;
  }
  s += gland(260, 390, 44) + gland(432, 390, 44);
  s += `<ellipse cx="581" cy="300" rx="20" ry="32" fill="${shade(side, -0.1)}"/><ellipse cx="581" cy="300" rx="14" ry="24" fill="${shade(side, 0.08)}"/>`;
  s += text(346, 480, 'IP65', 20, shade(body, -0.4), { spacing: 2 });
  return svgDoc('install', s);
}
