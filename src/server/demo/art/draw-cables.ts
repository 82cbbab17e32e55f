import { polar, r1, shade, shadow, svgDoc, text } from './svg-frame.js';

/** Cable goods: cable drum, cable ties, extension cable reel and heat shrink assortment. */

const COPPER = '#d9823b';

function strippedEnd(x: number, y: number, sheath: string): string {
  let s = `<path d="M${x} ${y} l40 -10" stroke="${sheath}" stroke-width="26" stroke-linecap="round"/>`;
  const cores: [string, number][] = [
    ['#8d5524', -26],
    ['#2f6fd6', 0],
    ['#2e9e48', 26],
  ];
  for (const [colour, dy] of cores) {
    const ex = x + 110;
    const ey = y - 10 + dy * 1.3;
    s += `<path d="M${x + 40} ${y - 10} Q${x + 70} ${y - 10 + dy * 0.4} ${ex} ${ey}" stroke="${colour}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    if (dy === 26) {
      s += `<path d="M${x + 40} ${y - 10} Q${x + 70} ${y - 10 + dy * 0.4} ${ex} ${ey}" stroke="#f2d21b" stroke-width="10" fill="none" stroke-dasharray="9 9"/>`;
    }
    s += `<path d="M${ex} ${ey} l20 ${dy * 0.15}" stroke="${COPPER}" stroke-width="6" stroke-linecap="round"/>`;
  }
  return s;
}

export function drawCableDrum(cable: string, flange: string, spec: string): string {
  const cableDark = shade(cable, -0.18);
  const cableLight = shade(cable, 0.35);
  const flangeDark = shade(flange, -0.25);
  let s = shadow(410, 520, 270, 20);
  // back flange
  s += `<ellipse cx="540" cy="300" rx="66" ry="208" fill="${flangeDark}"/>`;
  // cable windings
  s += `<rect x="266" y="132" width="274" height="336" fill="${cable}"/>`;
  for (let x = 278; x < 540; x += 15) {
    s += `<path d="M${x} 132 Q${x + 18} 300 ${x} 468" stroke="${cableDark}" stroke-width="3" fill="none"/>`;
  }
  s += `<rect x="266" y="150" width="274" height="34" fill="${cableLight}" opacity="0.45"/>`;
  s += `<rect x="266" y="420" width="274" height="48" fill="${cableDark}" opacity="0.5"/>`;
  // label
  s += '<rect x="326" y="254" width="168" height="92" rx="6" fill="#ffffff" stroke="#d0d5db" stroke-width="2"/>';
  s += text(410, 292, spec, 21, '#1f2328');
  s += text(410, 326, '100 m', 22, '#c62828');
  // front flange
  s += `<ellipse cx="276" cy="300" rx="74" ry="214" fill="${flangeDark}"/>`;
  s += `<ellipse cx="264" cy="300" rx="74" ry="214" fill="${flange}"/>`;
  s += `<ellipse cx="264" cy="300" rx="56" ry="168" fill="none" stroke="${shade(flange, 0.15)}" stroke-width="6"/>`;
  s += `<ellipse cx="264" cy="300" rx="22" ry="62" fill="${flangeDark}"/>`;
  s += `<ellipse cx="268" cy="300" rx="12" ry="36" fill="#2a2e34"/>`;
  for (const dy of [-110, 110]) s += `<ellipse cx="264" cy="${300 + dy}" rx="10" ry="22" fill="${flangeDark}"/>`;
  // loose end
  s += `<path d="M500 140 Q560 96 600 110" stroke="${cable}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  s += strippedEnd(600, 112, cable);
  return svgDoc('cable', `<g transform="translate(400 300) scale(1.04) translate(-430 -300)">${s}</g>`);
}

function tie(x1: number, y1: number, length: number, angle: number, colour: string, width: number): string {
  const dark = shade(colour, -0.3);
  const [x2, y2] = polar(x1, y1, length, angle);
  const [x3, y3] = polar(x1, y1, 26, angle);
  return (
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="M${x3} ${y3} L${x2} ${y2}" stroke="${dark}" stroke-width="${width * 0.45}" stroke-dasharray="2 4"/>` +
    `<rect x="${x1 - 20}" y="${y1 - 15}" width="36" height="30" rx="6" fill="${dark}" transform="rotate(${angle} ${x1} ${y1})"/>` +
    `<rect x="${x1 - 12}" y="${y1 - 6}" width="20" height="12" rx="2" fill="${shade(colour, -0.6)}" transform="rotate(${angle} ${x1} ${y1})"/>`
  );
}

export function drawCableTies(colour: string, loopColour: string): string {
  let s = shadow(420, 514, 320, 18);
  for (let i = 0; i < 7; i++) s += tie(204 + i * 14, 190 + i * 38, 470 - (i % 3) * 20, -14, i % 2 === 0 ? colour : shade(colour, 0.12), 16);
  // closed loops in the front
  s += `<ellipse cx="300" cy="470" rx="74" ry="36" fill="none" stroke="${loopColour}" stroke-width="15"/>`;
  s += `<rect x="212" y="455" width="32" height="30" rx="6" fill="${shade(loopColour, -0.25)}"/>`;
  s += `<path d="M226 471 L174 504" stroke="${loopColour}" stroke-width="15" stroke-linecap="round"/>`;
  s += `<ellipse cx="560" cy="472" rx="62" ry="32" fill="none" stroke="${colour}" stroke-width="15"/>`;
  s += `<rect x="608" y="456" width="30" height="30" rx="6" fill="${shade(colour, -0.3)}"/>`;
  s += `<path d="M630 480 L680 506" stroke="${colour}" stroke-width="15" stroke-linecap="round"/>`;
  return svgDoc('cable', `<g transform="translate(-24 -30)">${s}</g>`);
}

function outlet(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2a2e34"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#4a525c"/>` +
    `<circle cx="${cx - r * 0.34}" cy="${cy}" r="${r * 0.12}" fill="#111"/><circle cx="${cx + r * 0.34}" cy="${cy}" r="${r * 0.12}" fill="#111"/>` +
    `<rect x="${cx - r * 0.14}" y="${cy - r * 0.8}" width="${r * 0.28}" height="${r * 0.16}" fill="#c3cad2"/>` +
    `<rect x="${cx - r * 0.14}" y="${cy + r * 0.64}" width="${r * 0.28}" height="${r * 0.16}" fill="#c3cad2"/>`
  );
}

export function drawExtensionReel(cable: string, drum: string, length: string): string {
  const drumDark = shade(drum, -0.25);
  const cableDark = shade(cable, -0.25);
  let s = shadow(400, 540, 240, 18);
  // frame with carrying handle
  s += '<path d="M214 546 V170 Q214 112 272 112 H528 Q586 112 586 170 V546" stroke="#9aa3ad" stroke-width="20" fill="none" stroke-linejoin="round"/>';
  s += '<path d="M206 548 H250 M550 548 H594" stroke="#2a2e34" stroke-width="16" stroke-linecap="round"/>';
  s += '<rect x="330" y="94" width="140" height="36" rx="18" fill="#2a2e34"/>';
  // cable coil visible around the drum
  s += `<circle cx="400" cy="330" r="172" fill="${cable}"/>`;
  for (let r = 140; r <= 168; r += 9) s += `<circle cx="400" cy="330" r="${r}" fill="none" stroke="${cableDark}" stroke-width="2.5"/>`;
  // drum flange with openings showing the cable
  let holes = '';
  for (let i = 0; i < 4; i++) {
    const a = 45 + i * 90;
    const [ox1, oy1] = polar(400, 330, 150, a - 32);
    const [ox2, oy2] = polar(400, 330, 150, a + 32);
    const [ix2, iy2] = polar(400, 330, 110, a + 32);
    const [ix1, iy1] = polar(400, 330, 110, a - 32);
    holes += ` M${ox1} ${oy1} A150 150 0 0 1 ${ox2} ${oy2} L${ix2} ${iy2} A110 110 0 0 0 ${ix1} ${iy1} Z`;
  }
  s += `<path fill-rule="evenodd" fill="${drum}" d="M400 172 A158 158 0 1 1 399.9 172 Z${holes}"/>`;
  s += `<circle cx="400" cy="330" r="158" fill="none" stroke="${drumDark}" stroke-width="8"/>`;
  // socket hub
  s += `<circle cx="400" cy="330" r="98" fill="${drumDark}"/>`;
  s += '<circle cx="400" cy="330" r="90" fill="#eef0f2"/>';
  for (const [dx, dy] of [[-40, -40], [40, -40], [-40, 40], [40, 40]] as const) s += outlet(400 + dx, 330 + dy, 34);
  // winding crank
  s += `<path d="M556 330 H600" stroke="${drumDark}" stroke-width="14" stroke-linecap="round"/>`;
  s += '<rect x="592" y="300" width="22" height="56" rx="10" fill="#2a2e34"/>';
  // cable end with plug
  s += `<path d="M250 440 Q200 520 150 500" stroke="${cable}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  s += '<path d="M156 476 L118 490 Q104 500 114 516 L128 528 L162 512 Z" fill="#2a2e34"/>';
  s += '<path d="M112 500 L92 496 M120 514 L100 512" stroke="#c3cad2" stroke-width="6" stroke-linecap="round"/>';
  s += text(400, 470, length, 18, '#ffffff');
  return svgDoc('cable', s);
}

export function drawHeatShrinkKit(caseColour: string): string {
  const colours = ['#d32f2f', '#1e63c7', '#f2c200', '#2e9e48', '#23272d', '#ffffff'];
  let s = shadow(400, 506, 300, 18);
  s += `<rect x="134" y="108" width="532" height="388" rx="22" fill="${caseColour}"/>`;
  s += `<rect x="146" y="120" width="508" height="364" rx="14" fill="${shade(caseColour, 0.2)}"/>`;
  s += '<rect x="380" y="96" width="40" height="18" rx="5" fill="#9aa3ad"/><rect x="380" y="490" width="40" height="18" rx="5" fill="#9aa3ad"/>';
  const cols = 6;
  const rows = 4;
  const cw = 488 / cols;
  const ch = 344 / rows;
  let boxes = '';
  let tubes = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = r1(156 + col * cw);
      const y = r1(130 + row * ch);
      boxes += `<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(cw - 6)}" height="${r1(ch - 6)}" rx="6"/>`;
      const colour = colours[(col + row * 2) % colours.length] ?? '#d32f2f';
      const width = 9 + row * 3;
      let d = '';
      for (let k = 0; k < 3; k++) {
        const ty = r1(y + 20 + (k * (ch - 40)) / 2);
        const tilt = (k - 1) * 3 + (col % 2) * 2;
        d += `M${r1(x + 17)} ${ty} l${r1(cw - 34 - ((col + k) % 2) * 8)} ${tilt}`;
      }
      if (colour === '#ffffff') tubes += `<path d="${d}" stroke="#b8c0c8" stroke-width="${width + 3}"/>`;
      tubes += `<path d="${d}" stroke="${colour}" stroke-width="${width}"/>`;
    }
  }
  s += `<g fill="#eef1f4">${boxes}</g><g stroke-linecap="round" fill="none">${tubes}</g>`;
  s += `<rect x="146" y="120" width="508" height="70" rx="14" fill="#ffffff" opacity="0.18"/>`;
  return svgDoc('cable', s);
}
