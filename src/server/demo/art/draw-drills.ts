import { shade, shadow, svgDoc, text } from './svg-frame.js';

/** Cordless pistol-grip tools: drill driver, hammer drill (with side handle) and impact driver. */
export interface DrillArt {
  kind: 'drill' | 'hammer' | 'impact';
  body: string;
  model: string;
  volts: string;
}

const GRIP = '#2c3138';
const GRIP_LIGHT = '#434a53';
const STEEL = '#c3cad2';
const STEEL_DARK = '#8a949e';

function battery(body: string, volts: string): string {
  let out = `<path d="M356 456 L370 430 H578 Q598 430 598 448 V456 Z" fill="${body}"/>`;
  out += `<path d="M370 430 H578 Q590 430 594 438 H366 Z" fill="${shade(body, 0.25)}"/>`;
  out += `<rect x="340" y="452" width="270" height="70" rx="14" fill="${GRIP}"/>`;
  out += `<rect x="340" y="452" width="270" height="16" rx="8" fill="${GRIP_LIGHT}"/>`;
  out += `<rect x="340" y="494" width="270" height="9" fill="${body}"/>`;
  for (let i = 0; i < 3; i++) out += `<rect x="${362 + i * 16}" y="476" width="11" height="6" rx="2" fill="#63d36b"/>`;
  out += text(560, 487, volts, 17, '#ffffff');
  return out;
}

function handle(body: string): string {
  const dark = shade(body, -0.22);
  let out = `<path d="M426 290 H534 L506 440 H390 Z" fill="${body}"/>`;
  out += `<path d="M426 290 H446 L408 440 H390 Z" fill="${dark}"/>`;
  out += `<path d="M488 290 H534 L506 440 H458 Z" fill="${GRIP}"/>`;
  for (let i = 0; i < 6; i++) {
    const y = 312 + i * 20;
    out += `<path d="M${486 - i * 5.5} ${y} h${34}" stroke="${GRIP_LIGHT}" stroke-width="5" stroke-linecap="round"/>`;
  }
  // trigger and direction switch
  out += `<path d="M428 304 L404 308 Q394 330 406 356 L418 356 Z" fill="${GRIP_LIGHT}"/>`;
  out += `<rect x="446" y="296" width="30" height="13" rx="5" fill="${GRIP}"/>`;
  return out;
}

function motorBody(body: string, model: string): string {
  const light = shade(body, 0.28);
  const dark = shade(body, -0.22);
  let out = `<path d="M346 166 H560 Q616 166 616 232 Q616 302 560 302 H346 Z" fill="${body}"/>`;
  out += `<path d="M352 174 H556 Q598 174 606 210 H352 Z" fill="${light}"/>`;
  out += `<path d="M346 278 H600 Q588 302 560 302 H346 Z" fill="${dark}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<rect x="572" y="${196 + i * 15}" width="24" height="7" rx="3.5" fill="${dark}"/>`;
  }
  out += text(474, 250, model, 24, '#ffffff', { spacing: 1 });
  return out;
}

function clutchAndChuck(kind: DrillArt['kind']): string {
  let out = '';
  if (kind === 'impact') {
    out += `<path d="M350 186 L318 200 V268 L350 282 Z" fill="${STEEL_DARK}"/>`;
    out += `<path d="M350 186 L318 200 V216 L350 210 Z" fill="${STEEL}"/>`;
    out += `<rect x="270" y="212" width="52" height="44" rx="8" fill="${GRIP}"/>`;
    out += `<rect x="270" y="212" width="52" height="12" rx="6" fill="${GRIP_LIGHT}"/>`;
    out += `<rect x="244" y="220" width="30" height="28" rx="4" fill="${STEEL_DARK}"/>`;
    out += `<rect x="172" y="226" width="76" height="16" fill="${STEEL}"/>`;
    out += `<rect x="172" y="226" width="76" height="5" fill="#e3e8ec"/>`;
    out += `<path d="M172 226 L150 234 L172 242 Z" fill="${STEEL_DARK}"/>`;
    out += `<path d="M214 226 v16 M226 226 v16" stroke="${STEEL_DARK}" stroke-width="2"/>`;
    return out;
  }
  // clutch ring
  out += `<rect x="298" y="182" width="56" height="116" rx="12" fill="${GRIP}"/>`;
  for (let x = 306; x <= 346; x += 8) {
    out += `<path d="M${x} 190 V290" stroke="${GRIP_LIGHT}" stroke-width="3.5"/>`;
  }
  // keyless chuck
  out += `<path d="M300 200 L236 212 V270 L300 282 Z" fill="#23272d"/>`;
  out += `<path d="M300 200 L236 212 V226 L300 218 Z" fill="#3a4048"/>`;
  for (let x = 244; x <= 292; x += 8) {
    out += `<path d="M${x} 214 V268" stroke="#3b4149" stroke-width="3"/>`;
  }
  out += `<rect x="222" y="222" width="18" height="38" rx="3" fill="#1a1d21"/>`;
  // twist drill bit
  out += `<rect x="112" y="233" width="114" height="16" fill="${STEEL}"/>`;
  out += `<path d="M112 233 L94 241 L112 249 Z" fill="${STEEL_DARK}"/>`;
  for (let x = 118; x <= 200; x += 14) {
    out += `<path d="M${x} 233 L${x + 10} 249" stroke="${STEEL_DARK}" stroke-width="3.5"/>`;
  }
  out += `<rect x="112" y="233" width="114" height="4" fill="#e6eaee" opacity="0.8"/>`;
  return out;
}

function sideHandle(): string {
  let out = `<rect x="226" y="176" width="140" height="6" rx="3" fill="${STEEL_DARK}"/>`;
  out += `<rect x="300" y="176" width="38" height="128" rx="10" fill="${GRIP_LIGHT}"/>`;
  out += '<g transform="rotate(14 318 300)">';
  out += `<rect x="298" y="292" width="42" height="150" rx="18" fill="${GRIP}"/>`;
  for (let y = 318; y < 430; y += 18) out += `<rect x="298" y="${y}" width="42" height="7" fill="${GRIP_LIGHT}"/>`;
  out += '</g>';
  return out;
}

export function drawDrill(art: DrillArt): string {
  let body = shadow(390, 526, 290, 22);
  body += battery(art.body, art.volts);
  body += handle(art.body);
  body += motorBody(art.body, art.model);
  body += clutchAndChuck(art.kind);
  if (art.kind === 'hammer') body += sideHandle();
  return svgDoc('power', `<g transform="translate(400 300) scale(1.15) translate(-356 -338)">${body}</g>`);
}
