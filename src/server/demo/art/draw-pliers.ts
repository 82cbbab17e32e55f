import { shade, shadow, svgDoc } from './svg-frame.js';

/** Pliers family (combination pliers, wire stripper, crimper) and the insulated screwdriver set. */

const STEEL = '#b7c0c9';
const STEEL_LIGHT = '#dde3e8';
const STEEL_DARK = '#7e8893';

export interface PliersArt {
  kind: 'combination' | 'stripper' | 'crimper';
  grip: string;
  accent: string;
}

function handles(grip: string, accent: string): string {
  const light = shade(grip, 0.3);
  let s = '';
  for (const side of [-1, 1]) {
    const x = (v: number): number => 400 + side * v;
    s += `<path d="M${x(8)} 262 Q${x(22)} 320 ${x(38)} 372" stroke="${STEEL_DARK}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
    s += `<path d="M${x(8)} 262 Q${x(22)} 320 ${x(38)} 372" stroke="${STEEL}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    s += `<path d="M${x(40)} 372 Q${x(54)} 450 ${x(68)} 540" stroke="${grip}" stroke-width="42" fill="none" stroke-linecap="round"/>`;
    s += `<path d="M${x(34)} 380 Q${x(47)} 452 ${x(60)} 532" stroke="${light}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.55"/>`;
    s += `<ellipse cx="${x(40)}" cy="372" rx="30" ry="11" fill="${accent}" transform="rotate(${side * 12} ${x(40)} 372)"/>`;
    s += `<path d="M${x(65)} 522 L${x(69)} 546" stroke="${accent}" stroke-width="40" stroke-linecap="round"/>`;
  }
  return s;
}

function pivot(r: number): string {
  return (
    `<circle cx="400" cy="262" r="${r}" fill="${STEEL_DARK}"/><circle cx="400" cy="262" r="${r * 0.6}" fill="${STEEL}"/>` +
    `<circle cx="397" cy="259" r="${r * 0.25}" fill="${STEEL_LIGHT}"/>`
  );
}

function head(kind: PliersArt['kind']): string {
  let s = '';
  if (kind === 'combination') {
    s += `<path d="M366 270 Q356 190 378 116 Q390 86 400 84 Q410 86 422 116 Q444 190 434 270 Z" fill="${STEEL}"/>`;
    s += `<path d="M400 84 Q410 86 422 116 Q444 190 434 270 H400 Z" fill="${STEEL_DARK}" opacity="0.55"/>`;
    s += `<path d="M378 116 Q390 86 400 84 V160 H372 Q372 134 378 116 Z" fill="${STEEL_LIGHT}" opacity="0.5"/>`;
    for (let y = 100; y <= 150; y += 8) s += `<path d="M388 ${y} H412" stroke="${STEEL_DARK}" stroke-width="2.5"/>`;
    s += '<ellipse cx="400" cy="186" rx="13" ry="20" fill="#3a424b"/>';
    s += `<path d="M400 88 V250" stroke="#4b545e" stroke-width="3"/>`;
    s += `<path d="M384 216 L400 230 L416 216" stroke="#4b545e" stroke-width="3" fill="none"/>`;
    s += pivot(20);
  } else if (kind === 'stripper') {
    s += `<path d="M374 270 Q366 180 388 96 L400 74 L412 96 Q434 180 426 270 Z" fill="${STEEL}"/>`;
    s += `<path d="M400 74 L412 96 Q434 180 426 270 H400 Z" fill="${STEEL_DARK}" opacity="0.55"/>`;
    s += `<path d="M400 78 V250" stroke="#4b545e" stroke-width="3"/>`;
    [3, 4, 5, 6, 7, 8].forEach((r, i) => {
      const y = 124 + i * 21;
      s += `<circle cx="400" cy="${y}" r="${r}" fill="#3a424b"/>`;
      s += `<path d="M410 ${y} H422" stroke="#4b545e" stroke-width="2"/>`;
    });
    s += pivot(18);
    s += `<path d="M372 326 l10 -8 l10 16 l10 -16 l10 16 l10 -16 l10 16 l6 -6" stroke="${STEEL_DARK}" stroke-width="4" fill="none"/>`;
  } else {
    s += `<path d="M358 276 L354 150 Q354 104 392 100 H408 Q446 104 446 150 L442 276 Z" fill="${STEEL}"/>`;
    s += `<path d="M400 100 H408 Q446 104 446 150 L442 276 H400 Z" fill="${STEEL_DARK}" opacity="0.55"/>`;
    s += `<path d="M400 102 V250" stroke="#4b545e" stroke-width="3"/>`;
    ['#d32f2f', '#1e63c7', '#f2c200'].forEach((c, i) => {
      const y = 136 + i * 40;
      s += `<circle cx="400" cy="${y}" r="13" fill="#3a424b"/><circle cx="400" cy="${y}" r="13" fill="none" stroke="${c}" stroke-width="5"/>`;
      s += `<circle cx="372" cy="${y}" r="4" fill="${c}"/>`;
    });
    s += `<circle cx="400" cy="276" r="34" fill="${STEEL_DARK}"/>`;
    s += `<circle cx="400" cy="276" r="24" fill="${STEEL}"/>`;
    for (let a = 0; a < 360; a += 30) s += `<rect x="397" y="244" width="6" height="8" fill="${STEEL_DARK}" transform="rotate(${a} 400 276)"/>`;
    s += `<circle cx="400" cy="276" r="9" fill="${STEEL_LIGHT}"/>`;
  }
  return s;
}

export function drawPliers(art: PliersArt): string {
  const inner = handles(art.grip, art.accent) + head(art.kind);
  const body = shadow(410, 520, 300, 20) + `<g transform="translate(404 292) rotate(-40) scale(1.05) translate(-400 -318)">${inner}</g>`;
  return svgDoc('hand', body);
}

function screwdriver(x: number, length: number, tip: 'slot' | 'cross', angle: number, main: string, accent: string): string {
  const dark = shade(main, -0.25);
  const top = 350 - length;
  let s = `<g transform="rotate(${angle} ${x} 520)">`;
  // tip
  s += `<rect x="${x - 5}" y="${top - 34}" width="10" height="40" fill="${STEEL}"/>`;
  s += `<rect x="${x - 5}" y="${top - 34}" width="4" height="40" fill="${STEEL_LIGHT}"/>`;
  if (tip === 'slot') s += `<path d="M${x - 7} ${top - 46} H${x + 7} L${x + 5} ${top - 34} H${x - 5} Z" fill="${STEEL_DARK}"/>`;
  else s += `<path d="M${x - 5} ${top - 34} L${x} ${top - 52} L${x + 5} ${top - 34} Z" fill="${STEEL_DARK}"/>`;
  // insulated shaft
  s += `<rect x="${x - 8}" y="${top}" width="16" height="${length + 4}" rx="3" fill="${main}"/>`;
  s += `<rect x="${x + 2}" y="${top}" width="6" height="${length + 4}" fill="${dark}"/>`;
  // handle
  s += `<rect x="${x - 18}" y="350" width="36" height="16" rx="6" fill="${dark}"/>`;
  s += `<path d="M${x - 21} 372 Q${x - 21} 362 ${x - 12} 362 H${x + 12} Q${x + 21} 362 ${x + 21} 372 L${x + 25} 500 Q${x + 25} 520 ${x + 5} 520 H${x - 5} Q${x - 25} 520 ${x - 25} 500 Z" fill="${main}"/>`;
  s += `<rect x="${x - 9}" y="384" width="18" height="104" rx="9" fill="${accent}"/>`;
  s += `<path d="M${x + 13} 372 L${x + 17} 508" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>`;
  s += `<path d="M${x - 14} 376 L${x - 17} 500" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`;
  s += '</g>';
  return s;
}

export function drawScrewdriverSet(main: string, accent: string, count: number): string {
  let s = shadow(400, 528, 290, 18);
  const lengths = [110, 150, 190, 220, 190, 150, 110, 90];
  for (let i = 0; i < count; i++) {
    const offset = i - (count - 1) / 2;
    const length = lengths[i] ?? 120;
    s += screwdriver(400 + offset * 68, length, i % 2 === 0 ? 'slot' : 'cross', offset * 3, main, accent);
  }
  return svgDoc('hand', `<g transform="translate(400 306) scale(1.02) translate(-400 -300)">${s}</g>`);
}
