import { backgroundColour, polar, sevenSegment, shade, shadow, svgDoc, text } from './svg-frame.js';

/** Test and measurement: digital multimeter, clamp meter and non-contact voltage tester. */

const FACE = '#2b3037';
const FACE_DARK = '#1c2025';
const LCD = '#b8c7ae';
const LCD_INK = '#1f2a1f';

function display(x: number, y: number, w: number, h: number, reading: string, unit: string): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${FACE_DARK}"/>`;
  s += `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="5" fill="${LCD}"/>`;
  s += `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${(h - 16) / 3}" rx="5" fill="#ffffff" opacity="0.18"/>`;
  const digits = reading.replace('.', '').length;
  const digitH = Math.min(h * 0.52, (w - 44) / (digits * 0.72 + 0.1));
  s += sevenSegment(reading, x + 20, y + (h - digitH) / 2 + 4, digitH, LCD_INK);
  s += text(x + w - 16, y + 30, unit, Math.round(h * 0.17), LCD_INK, { anchor: 'end' });
  return s;
}

function dial(cx: number, cy: number, r: number, labels: string[], pointer: number): string {
  let s = `<circle cx="${cx}" cy="${cy}" r="${r + 22}" fill="${FACE_DARK}"/>`;
  labels.forEach((label, i) => {
    const angle = 180 + (180 / (labels.length - 1)) * i;
    const [tx, ty] = polar(cx, cy, r + 34, angle);
    s += text(tx, ty + 5, label, 14, '#e8edf2');
  });
  for (let a = 180; a <= 360; a += 15) {
    const [x1, y1] = polar(cx, cy, r + 8, a);
    const [x2, y2] = polar(cx, cy, r + 17, a);
    s += `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#7a838d" stroke-width="3"/>`;
  }
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#3b424b"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="#454d57"/>`;
  s += `<g transform="rotate(${pointer} ${cx} ${cy})">`;
  s += `<rect x="${cx - r * 0.22}" y="${cy - r * 0.95}" width="${r * 0.44}" height="${r * 1.9}" rx="${r * 0.16}" fill="#5c6570"/>`;
  s += `<rect x="${cx - 3}" y="${cy - r * 0.9}" width="6" height="${r * 0.4}" rx="3" fill="#ffffff"/>`;
  s += '</g>';
  return s;
}

function jack(cx: number, cy: number, ring: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="17" fill="${ring}"/><circle cx="${cx}" cy="${cy}" r="11" fill="${FACE_DARK}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="5" fill="#000"/>`
  );
}

function probe(x: number, y: number, angle: number, colour: string): string {
  const dark = shade(colour, -0.25);
  return (
    `<g transform="rotate(${angle} ${x} ${y})">` +
    `<rect x="${x - 3}" y="${y - 60}" width="6" height="44" rx="2" fill="#c3cad2"/>` +
    `<path d="M${x - 3} ${y - 60} L${x} ${y - 70} L${x + 3} ${y - 60} Z" fill="#8a949e"/>` +
    `<rect x="${x - 13}" y="${y - 18}" width="26" height="12" rx="4" fill="${dark}"/>` +
    `<rect x="${x - 10}" y="${y - 8}" width="20" height="120" rx="9" fill="${colour}"/>` +
    `<rect x="${x - 10}" y="${y - 8}" width="6" height="120" rx="3" fill="#ffffff" opacity="0.25"/>` +
    `<rect x="${x - 6}" y="${y + 110}" width="12" height="22" rx="4" fill="${dark}"/>` +
    '</g>'
  );
}

export function drawMultimeter(holster: string, reading: string, model: string): string {
  const holsterDark = shade(holster, -0.18);
  let s = shadow(420, 532, 260, 18);
  // test leads
  s += `<path d="M422 466 C422 556 570 556 600 470 C626 410 602 380 604 352" stroke="#c62828" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M372 466 C372 576 650 570 668 470 C684 420 664 400 664 376" stroke="#23272d" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  s += probe(604, 240, 0, '#d32f2f') + probe(664, 262, 0, '#2b2f35');
  // body in a rubber holster
  s += `<rect x="246" y="70" width="268" height="460" rx="38" fill="${holster}"/>`;
  s += `<rect x="480" y="96" width="34" height="408" rx="14" fill="${holsterDark}"/>`;
  s += `<rect x="266" y="92" width="228" height="416" rx="22" fill="${FACE}"/>`;
  s += display(288, 112, 184, 108, reading, 'V~');
  const buttons = ['#4a525c', '#4a525c', '#f2b705', '#4a525c'];
  buttons.forEach((c, i) => {
    s += `<rect x="${292 + i * 45}" y="236" width="36" height="18" rx="6" fill="${c}"/>`;
  });
  s += dial(380, 362, 52, ['OFF', 'V~', 'V=', 'mA', '\u03a9'], -35);
  s += jack(322, 466, '#c62828') + jack(372, 466, '#4a525c') + jack(422, 466, '#c62828');
  s += text(380, 508, model, 15, '#c6ccd3', { spacing: 1 });
  return svgDoc('measure', `<g transform="translate(-44 0)">${s}</g>`);
}

export function drawClampMeter(body: string, reading: string, model: string): string {
  const bodyDark = shade(body, -0.2);
  const gap = backgroundColour('measure');
  let s = shadow(400, 538, 180, 16);
  // jaws
  s += `<path fill-rule="evenodd" fill="${FACE_DARK}" d="M400 50 A112 112 0 1 1 399.9 50 Z M400 108 A54 54 0 1 0 400.1 108 Z"/>`;
  s += '<path d="M318 124 A92 92 0 0 1 388 72" stroke="#4a525c" stroke-width="12" fill="none" stroke-linecap="round"/>';
  s += '<path d="M412 72 A92 92 0 0 1 482 124" stroke="#4a525c" stroke-width="12" fill="none" stroke-linecap="round"/>';
  s += `<path d="M400 46 V110" stroke="${gap}" stroke-width="7"/>`;
  // trigger, neck and finger guard
  s += `<path d="M326 232 L262 258 Q248 282 274 290 L330 282 Z" fill="${bodyDark}"/>`;
  s += `<path d="M330 216 H470 L486 290 H314 Z" fill="${FACE_DARK}"/>`;
  s += `<rect x="290" y="280" width="220" height="24" rx="12" fill="${FACE_DARK}"/>`;
  // body
  s += `<rect x="304" y="296" width="192" height="240" rx="28" fill="${body}"/>`;
  s += `<rect x="466" y="312" width="30" height="208" rx="13" fill="${bodyDark}"/>`;
  s += `<rect x="318" y="310" width="164" height="212" rx="16" fill="${FACE}"/>`;
  s += display(328, 320, 144, 76, reading, 'A~');
  s += dial(400, 458, 28, ['OFF', 'A', 'V'], 30);
  s += text(400, 514, model, 12, '#c6ccd3', { spacing: 1 });
  return svgDoc('measure', s);
}

export function drawVoltageTester(body: string, model: string): string {
  const bodyDark = shade(body, -0.22);
  let s = shadow(400, 480, 300, 18);
  let pen = '';
  // glow at the tip
  pen += '<circle cx="158" cy="300" r="46" fill="#ff3b30" opacity="0.12"/>';
  pen += '<circle cx="158" cy="300" r="28" fill="#ff3b30" opacity="0.2"/>';
  for (const r of [58, 76]) {
    pen += `<path d="M${158 - r * 0.5} ${300 - r * 0.87} A${r} ${r} 0 0 0 ${158 - r * 0.5} ${300 + r * 0.87}" stroke="#ff5a4f" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  }
  // translucent tip
  pen += '<path d="M142 300 Q148 276 184 272 H240 V328 H184 Q148 324 142 300 Z" fill="#f3f5f7"/>';
  pen += '<path d="M150 292 Q160 278 184 278 H240 V290 H154 Z" fill="#ffffff"/>';
  pen += '<circle cx="170" cy="300" r="10" fill="#ff3b30"/>';
  // body
  pen += `<rect x="232" y="264" width="340" height="72" rx="24" fill="${body}"/>`;
  pen += `<rect x="232" y="314" width="340" height="22" rx="11" fill="${bodyDark}"/>`;
  pen += `<rect x="246" y="272" width="320" height="10" rx="5" fill="#ffffff" opacity="0.35"/>`;
  pen += '<rect x="296" y="264" width="106" height="72" fill="#2c3138"/>';
  for (let x = 306; x <= 392; x += 12) pen += `<rect x="${x}" y="268" width="5" height="64" rx="2.5" fill="#434a53"/>`;
  pen += '<rect x="414" y="288" width="34" height="24" rx="10" fill="#2c3138"/>';
  pen += text(512, 308, model, 19, '#1f2328');
  // cap and clip
  pen += '<rect x="560" y="268" width="112" height="64" rx="24" fill="#2c3138"/>';
  pen += '<rect x="566" y="274" width="100" height="12" rx="6" fill="#434a53"/>';
  pen += '<path d="M470 252 H650 Q664 252 664 266 V278 H640 V266 H478 Q468 266 468 258 Z" fill="#5a626c"/>';
  s += `<g transform="translate(392 290) scale(1.18) rotate(-22) translate(-410 -300)">${pen}</g>`;
  return svgDoc('measure', s);
}
