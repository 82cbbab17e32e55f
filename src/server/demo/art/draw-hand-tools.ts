import { shade, shadow, svgDoc, text } from './svg-frame.js';

/** Hand tools: claw hammer, tape measure, spirit level, socket set and utility knife. */

const STEEL = '#a3adb7';
const STEEL_LIGHT = '#d3d9df';
const STEEL_DARK = '#6f7983';
const RUBBER = '#262a30';
const RUBBER_LIGHT = '#3d434b';

export function drawClawHammer(handle: string): string {
  const handleDark = shade(handle, -0.2);
  let h = '';
  // handle
  h += `<rect x="384" y="150" width="32" height="230" rx="10" fill="${handle}"/>`;
  h += `<rect x="384" y="150" width="10" height="230" rx="5" fill="#ffffff" opacity="0.3"/>`;
  h += `<path d="M380 350 H420 L426 540 Q426 556 410 556 H390 Q374 556 374 540 Z" fill="${RUBBER}"/>`;
  for (let y = 376; y <= 520; y += 24) h += `<rect x="378" y="${y}" width="44" height="9" rx="4" fill="${RUBBER_LIGHT}"/>`;
  h += `<rect x="388" y="360" width="8" height="180" rx="4" fill="${handle}" opacity="0.85"/>`;
  h += `<path d="M380 350 H420 V360 H380 Z" fill="${handleDark}"/>`;
  // head
  h += `<path d="M356 96 H446 Q454 96 454 104 V156 Q454 164 446 164 H356 Q348 164 348 156 V104 Q348 96 356 96 Z" fill="${STEEL}"/>`;
  h += `<path d="M348 140 H454 V156 Q454 164 446 164 H356 Q348 164 348 156 Z" fill="${STEEL_DARK}"/>`;
  h += `<path d="M350 108 L300 116 V146 L350 152 Z" fill="${STEEL}"/>`;
  h += `<path d="M350 140 L300 142 V146 L350 152 Z" fill="${STEEL_DARK}"/>`;
  h += `<rect x="258" y="98" width="48" height="66" rx="12" fill="${STEEL}"/>`;
  h += `<rect x="250" y="100" width="18" height="62" rx="6" fill="${STEEL_LIGHT}"/>`;
  h += `<rect x="258" y="142" width="48" height="22" rx="8" fill="${STEEL_DARK}" opacity="0.7"/>`;
  h += `<path d="M452 100 Q560 100 610 212 Q566 164 522 156 Q486 148 452 160 Z" fill="${STEEL}"/>`;
  h += `<path d="M452 132 Q536 128 602 200" stroke="${STEEL_DARK}" stroke-width="5" fill="none"/>`;
  h += `<path d="M456 104 Q540 104 600 184" stroke="${STEEL_LIGHT}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  h += `<rect x="360" y="104" width="80" height="10" rx="5" fill="${STEEL_LIGHT}" opacity="0.8"/>`;
  const body = shadow(400, 522, 240, 18) + `<g transform="translate(404 316) rotate(38) scale(0.94) translate(-431 -326)">${h}</g>`;
  return svgDoc('hand', body);
}

export function drawTapeMeasure(caseColour: string, metres: number, feet: number): string {
  const caseDark = shade(caseColour, -0.2);
  let s = shadow(390, 462, 280, 18);
  // blade and hook
  s += '<rect x="104" y="404" width="230" height="32" fill="#f6d32b"/>';
  s += '<rect x="104" y="430" width="230" height="6" fill="#d9b61c"/>';
  for (let x = 112, i = 0; x < 330; x += 9, i++) {
    const long = i % 5 === 0;
    s += `<path d="M${x} 404 V${long ? 418 : 411}" stroke="#1f2328" stroke-width="${long ? 2.4 : 1.6}"/>`;
    if (long && i > 0) s += text(x, 430, String(i * 2), 9, '#c62828');
  }
  s += `<rect x="92" y="396" width="16" height="48" rx="3" fill="${STEEL}"/>`;
  s += `<rect x="92" y="396" width="6" height="48" rx="3" fill="${STEEL_DARK}"/>`;
  // case with rubber bumper
  s += `<rect x="292" y="148" width="300" height="302" rx="64" fill="${RUBBER}"/>`;
  s += `<rect x="312" y="168" width="260" height="262" rx="50" fill="${caseColour}"/>`;
  s += `<path d="M322 220 Q326 178 372 176 H520 Q560 178 564 214 Z" fill="#ffffff" opacity="0.25"/>`;
  s += `<path d="M312 380 H572 V384 Q572 430 522 430 H362 Q312 430 312 384 Z" fill="${caseDark}"/>`;
  s += `<circle cx="442" cy="300" r="78" fill="${RUBBER}"/>`;
  s += `<circle cx="442" cy="300" r="64" fill="${RUBBER_LIGHT}"/>`;
  s += text(442, 300, `${metres} m`, 34, '#ffffff');
  s += text(442, 332, `${feet} ft`, 20, caseColour);
  // lock button, belt clip and blade exit
  s += `<rect x="324" y="126" width="74" height="34" rx="12" fill="${RUBBER_LIGHT}"/>`;
  s += `<rect x="336" y="120" width="40" height="14" rx="6" fill="${caseColour}"/>`;
  s += `<rect x="584" y="196" width="20" height="200" rx="8" fill="${STEEL}"/>`;
  s += `<rect x="584" y="196" width="7" height="200" rx="3" fill="${STEEL_LIGHT}"/>`;
  s += `<rect x="288" y="398" width="24" height="44" rx="6" fill="${RUBBER_LIGHT}"/>`;
  return svgDoc('hand', `<g transform="translate(400 300) scale(1.1) translate(-348 -290)">${s}</g>`);
}

function vial(x: number, y: number, w: number, h: number): string {
  const vertical = h > w;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="#bfee4a"/>`;
  const bx = vertical ? x + w / 2 : x + w / 2 + 3;
  const by = vertical ? y + h / 2 - 2 : y + h / 2;
  s += `<ellipse cx="${bx}" cy="${by}" rx="${vertical ? w * 0.32 : 11}" ry="${vertical ? 11 : h * 0.32}" fill="#f5ffd9"/>`;
  if (vertical) s += `<path d="M${x} ${by - 14} h${w} M${x} ${by + 14} h${w}" stroke="#1d2228" stroke-width="2.5"/>`;
  else s += `<path d="M${bx - 17} ${y} v${h} M${bx + 17} ${y} v${h}" stroke="#1d2228" stroke-width="2.5"/>`;
  return s;
}

export function drawSpiritLevel(colour: string, lengthLabel: string): string {
  const light = shade(colour, 0.3);
  const dark = shade(colour, -0.25);
  let l = '';
  l += `<path d="M96 258 L110 238 H716 L702 258 Z" fill="${light}"/>`;
  l += `<path fill-rule="evenodd" fill="${colour}" d="M96 258 H704 V364 H96 Z M190 284 H300 Q318 284 318 302 V318 Q318 336 300 336 H190 Q172 336 172 318 V302 Q172 284 190 284 Z M500 284 H610 Q628 284 628 302 V318 Q628 336 610 336 H500 Q482 336 482 318 V302 Q482 284 500 284 Z"/>`;
  l += `<path d="M704 258 L716 238 V344 L704 364 Z" fill="${dark}"/>`;
  l += `<rect x="96" y="352" width="608" height="12" fill="${STEEL}"/>`;
  l += `<rect x="96" y="360" width="608" height="4" fill="${STEEL_DARK}"/>`;
  // vial windows
  l += `<rect x="356" y="268" width="88" height="84" rx="10" fill="#1d2228"/>`;
  l += vial(364, 296, 72, 28);
  l += `<rect x="118" y="268" width="40" height="84" rx="8" fill="#1d2228"/>`;
  l += vial(126, 276, 24, 68);
  l += `<rect x="642" y="268" width="40" height="84" rx="8" fill="#1d2228"/>`;
  l += vial(650, 276, 24, 68);
  l += text(400, 252, lengthLabel, 13, dark, { spacing: 2 });
  // end caps
  l += `<rect x="80" y="250" width="24" height="118" rx="8" fill="${RUBBER}"/>`;
  l += `<rect x="696" y="234" width="28" height="134" rx="8" fill="${RUBBER}"/>`;
  const body = shadow(400, 430, 330, 18) + `<g transform="translate(400 300) rotate(-8) scale(1.02) translate(-400 -300)">${l}</g>`;
  return svgDoc('hand', body);
}

function socket(cx: number, cy: number, r: number): string {
  const hex: string[] = [];
  for (let a = 0; a < 360; a += 60) {
    const rad = (a * Math.PI) / 180;
    hex.push(`${Math.round((cx + r * 0.55 * Math.cos(rad)) * 10) / 10},${Math.round((cy + r * 0.55 * Math.sin(rad)) * 10) / 10}`);
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#cfd6dd" stroke="#8a949e" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#e3e8ec"/>` +
    `<polygon points="${hex.join(' ')}" fill="#3a424b"/>`
  );
}

function wrench(x: number, top: number, bottom: number, size: number, tray: string): string {
  let s = `<rect x="${x - size * 0.4}" y="${top}" width="${size * 0.8}" height="${bottom - top}" rx="${size * 0.3}" fill="#c9d0d7"/>`;
  s += `<circle cx="${x}" cy="${top}" r="${size * 1.15}" fill="#c9d0d7"/>`;
  s += `<rect x="${x - size * 0.42}" y="${top - size * 1.3}" width="${size * 0.84}" height="${size * 1.25}" fill="${tray}"/>`;
  s += `<circle cx="${x}" cy="${bottom}" r="${size * 1.1}" fill="#c9d0d7"/>`;
  s += `<circle cx="${x}" cy="${bottom}" r="${size * 0.6}" fill="${tray}"/>`;
  s += `<rect x="${x - size * 0.1}" y="${top + size * 1.4}" width="${size * 0.2}" height="${bottom - top - size * 2.8}" rx="2" fill="#9aa4ae"/>`;
  return s;
}

export function drawSocketSet(caseColour: string): string {
  const tray = shade(caseColour, 0.18);
  let s = shadow(400, 506, 300, 18);
  s += `<rect x="128" y="104" width="544" height="392" rx="28" fill="${caseColour}"/>`;
  s += `<rect x="140" y="116" width="520" height="368" rx="20" fill="${shade(caseColour, 0.08)}"/>`;
  s += `<rect x="152" y="128" width="496" height="344" rx="14" fill="${tray}"/>`;
  s += `<rect x="230" y="488" width="56" height="18" rx="5" fill="${STEEL}"/><rect x="514" y="488" width="56" height="18" rx="5" fill="${STEEL}"/>`;
  [14, 15, 16, 17, 18, 19, 20, 21].forEach((r, i) => {
    s += socket(188 + i * 46 + i * i * 0.4, 182, r);
  });
  [22, 24, 26, 28, 30, 32].forEach((r, i) => {
    s += socket(196 + i * 64 + i * i * 0.8, 266, r);
  });
  // ratchet and extension bar
  s += `<rect x="214" y="364" width="300" height="26" rx="13" fill="#c9d0d7"/>`;
  s += `<rect x="214" y="364" width="300" height="8" rx="4" fill="#e6eaee"/>`;
  s += `<rect x="420" y="360" width="118" height="34" rx="17" fill="${RUBBER}"/>`;
  s += `<circle cx="206" cy="377" r="36" fill="#b4bdc6"/><circle cx="206" cy="377" r="26" fill="#d5dbe0"/>`;
  s += `<rect x="198" y="369" width="16" height="16" fill="#6f7983"/>`;
  s += `<rect x="186" y="334" width="12" height="20" rx="4" fill="#6f7983"/>`;
  s += `<rect x="200" y="428" width="240" height="16" rx="6" fill="#c9d0d7"/>`;
  s += `<rect x="184" y="424" width="26" height="24" rx="4" fill="#b4bdc6"/>`;
  s += wrench(598, 168, 420, 22, tray) + wrench(630, 190, 410, 18, tray);
  s += text(400, 467, 'SOCKET SET', 14, shade(tray, 0.35), { spacing: 3 });
  return svgDoc('hand', s);
}

export function drawUtilityKnife(body: string): string {
  const dark = shade(body, -0.2);
  let k = '';
  // blade
  k += `<path d="M290 286 H188 L150 336 H290 Z" fill="${STEEL_LIGHT}"/>`;
  k += `<path d="M290 322 H160 L150 336 H290 Z" fill="${STEEL}"/>`;
  k += `<path d="M214 286 L202 302 M252 286 L240 302" stroke="${STEEL}" stroke-width="3"/>`;
  // body
  k += `<path d="M262 270 H596 Q636 270 636 306 L626 346 Q620 362 600 362 H300 Q276 362 266 344 L254 292 Q252 270 262 270 Z" fill="${body}"/>`;
  k += `<path d="M266 276 H596 Q622 276 628 292 H262 Z" fill="#ffffff" opacity="0.3"/>`;
  k += `<path d="M258 318 H630 L626 346 Q620 362 600 362 H300 Q276 362 266 344 Z" fill="${RUBBER}"/>`;
  for (let x = 330; x <= 560; x += 22) k += `<rect x="${x}" y="330" width="12" height="20" rx="6" fill="${RUBBER_LIGHT}"/>`;
  // slider and screw
  k += `<rect x="330" y="254" width="74" height="22" rx="9" fill="${RUBBER}"/>`;
  for (let x = 340; x <= 392; x += 10) k += `<path d="M${x} 258 v14" stroke="${RUBBER_LIGHT}" stroke-width="4"/>`;
  k += `<circle cx="560" cy="296" r="10" fill="${dark}"/><path d="M553 296 h14" stroke="${shade(body, -0.45)}" stroke-width="3"/>`;
  k += `<rect x="614" y="300" width="18" height="16" rx="6" fill="${RUBBER}"/>`;
  const content =
    shadow(400, 440, 280, 16) + `<g transform="translate(400 300) rotate(-12) scale(1.3) translate(-393 -316)">${k}</g>`;
  return svgDoc('hand', content);
}
