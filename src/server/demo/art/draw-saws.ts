import { polar, r1, shade, shadow, svgDoc, text } from './svg-frame.js';

/** Corded power tools: angle grinder, circular saw and jigsaw. */

const GRIP = '#2c3138';
const GRIP_LIGHT = '#434a53';
const ALU = '#aab3bc';
const ALU_LIGHT = '#d3d9df';
const ALU_DARK = '#7f8994';

export function drawAngleGrinder(bodyColour: string, model: string): string {
  const light = shade(bodyColour, 0.28);
  const dark = shade(bodyColour, -0.22);
  let s = shadow(420, 452, 320, 20);
  // cord
  s += `<path d="M690 292 C745 300 770 360 735 410 C712 442 660 440 640 452" stroke="${GRIP}" stroke-width="11" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M648 268 L702 280 V304 L648 314 Z" fill="${GRIP_LIGHT}"/>`;
  // motor body with rear rubber grip
  s += `<path d="M300 236 H620 Q662 236 662 281 Q662 326 620 326 H300 Z" fill="${bodyColour}"/>`;
  s += `<path d="M304 243 H616 Q646 243 654 264 H304 Z" fill="${light}"/>`;
  s += `<path d="M300 306 H654 Q646 326 620 326 H300 Z" fill="${dark}"/>`;
  s += `<path d="M482 236 H620 Q662 236 662 281 Q662 326 620 326 H482 Z" fill="${GRIP}"/>`;
  for (let x = 498; x <= 626; x += 14) s += `<path d="M${x} 248 V314" stroke="${GRIP_LIGHT}" stroke-width="5" stroke-linecap="round"/>`;
  for (let x = 322; x <= 366; x += 11) s += `<rect x="${x}" y="254" width="6" height="46" rx="3" fill="${dark}"/>`;
  // slide switch
  s += `<rect x="384" y="226" width="78" height="14" rx="6" fill="${GRIP}"/>`;
  s += `<rect x="426" y="221" width="26" height="16" rx="5" fill="${GRIP_LIGHT}"/>`;
  s += text(426, 294, model, 22, '#ffffff', { spacing: 1 });
  // gear head
  s += `<path d="M212 226 Q212 204 236 204 H300 Q314 204 314 220 V336 H226 Q212 336 212 322 Z" fill="${ALU}"/>`;
  s += `<path d="M212 226 Q212 204 236 204 H300 Q314 204 314 220 V232 H212 Z" fill="${ALU_LIGHT}"/>`;
  s += `<rect x="284" y="204" width="30" height="132" fill="${ALU_DARK}" opacity="0.55"/>`;
  s += `<rect x="246" y="192" width="28" height="14" rx="5" fill="${GRIP}"/>`;
  // disc and guard (the guard covers the rear half of the disc)
  s += '<ellipse cx="263" cy="376" rx="138" ry="32" fill="#343b46"/>';
  s += '<ellipse cx="263" cy="374" rx="116" ry="25" fill="#4b5464"/>';
  s += '<ellipse cx="263" cy="372" rx="62" ry="13" fill="#5f697a"/>';
  s += `<ellipse cx="263" cy="368" rx="26" ry="7" fill="${ALU_LIGHT}"/>`;
  s += `<path d="M263 340 A142 36 0 0 1 263 412 L263 428 A142 36 0 0 0 405 392 L405 376 Z" fill="${ALU_DARK}"/>`;
  s += `<path d="M263 340 A142 36 0 0 1 263 412 Z" fill="${ALU}"/>`;
  s += `<path d="M263 340 A142 36 0 0 1 405 376" stroke="${ALU_LIGHT}" stroke-width="4" fill="none"/>`;
  s += `<rect x="212" y="300" width="102" height="36" fill="${ALU}"/>`;
  s += `<rect x="284" y="300" width="30" height="36" fill="${ALU_DARK}" opacity="0.55"/>`;
  s += `<rect x="252" y="336" width="22" height="30" fill="${ALU_DARK}"/>`;
  // side handle
  s += `<path d="M232 214 L156 136" stroke="${GRIP}" stroke-width="38" stroke-linecap="round"/>`;
  for (let i = 0; i < 4; i++) {
    const cx = 208 - i * 16;
    const cy = 189 - i * 16.5;
    s += `<path d="M${cx - 14} ${cy + 14} L${cx + 14} ${cy - 14}" stroke="${GRIP_LIGHT}" stroke-width="5" stroke-linecap="round"/>`;
  }
  return svgDoc('power', `<g transform="translate(400 300) scale(1.1) translate(-430 -310)">${s}</g>`);
}

function bladeTeeth(cx: number, cy: number, r: number, count: number): string {
  const points: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (360 / count) * i;
    const base = polar(cx, cy, r, a);
    const tip = polar(cx, cy, r + 12, a + (360 / count) * 0.3);
    points.push(`${base[0]},${base[1]} ${tip[0]},${tip[1]}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#c9d0d7"/>`;
}

export function drawCircularSaw(bodyColour: string, model: string): string {
  const light = shade(bodyColour, 0.3);
  const dark = shade(bodyColour, -0.2);
  let s = shadow(400, 520, 300, 20);
  // blade
  s += bladeTeeth(330, 382, 146, 40);
  s += '<circle cx="330" cy="382" r="136" fill="#b3bcc5"/>';
  s += '<circle cx="330" cy="382" r="100" fill="#c9d0d7"/>';
  // lower (retracting) guard
  s += `<path d="M490 404 A162 162 0 0 1 372 538 L366 516 A140 140 0 0 0 468 404 Z" fill="#59616b" opacity="0.9"/>`;
  // base plate
  s += `<rect x="132" y="392" width="500" height="14" rx="3" fill="${ALU}"/>`;
  s += `<rect x="132" y="402" width="500" height="5" fill="${ALU_DARK}"/>`;
  // rear motor housing and handle
  s += `<path d="M470 236 H604 Q636 236 636 270 V392 H470 Z" fill="${GRIP}"/>`;
  for (let y = 262; y <= 362; y += 20) s += `<rect x="584" y="${y}" width="36" height="8" rx="4" fill="${GRIP_LIGHT}"/>`;
  s += `<path d="M452 252 Q476 150 566 150 H604 Q632 150 632 180 V246" stroke="${bodyColour}" stroke-width="34" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M488 170 Q512 150 566 150 H600" stroke="${GRIP}" stroke-width="36" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M540 168 L548 204 Q538 210 528 200 L524 170 Z" fill="${GRIP_LIGHT}"/>`;
  // upper blade guard
  s += `<path d="M148 392 A182 182 0 0 1 512 392 Z" fill="${bodyColour}"/>`;
  s += `<path d="M148 392 A182 182 0 0 1 512 392 L490 392 A160 160 0 0 0 170 392 Z" fill="${light}"/>`;
  s += `<path d="M300 392 A30 30 0 0 1 360 392 Z" fill="${dark}"/>`;
  s += `<circle cx="330" cy="360" r="24" fill="${ALU_DARK}"/>`;
  s += `<polygon points="${[0, 60, 120, 180, 240, 300].map((a) => polar(330, 360, 13, a).join(',')).join(' ')}" fill="${ALU_LIGHT}"/>`;
  const arrowStart = polar(330, 392, 120, 200);
  const arrowEnd = polar(330, 392, 120, 250);
  s += `<path d="M${arrowStart[0]} ${arrowStart[1]} A120 120 0 0 1 ${arrowEnd[0]} ${arrowEnd[1]}" stroke="#ffffff" stroke-width="7" fill="none"/>`;
  s += `<polygon points="${polar(330, 392, 120, 262).join(',')} ${polar(330, 392, 108, 246).join(',')} ${polar(330, 392, 132, 246).join(',')}" fill="#ffffff"/>`;
  s += text(330, 310, model, 24, '#ffffff', { spacing: 1 });
  // front knob
  s += `<path d="M222 266 L232 244" stroke="${GRIP_LIGHT}" stroke-width="16"/>`;
  s += `<ellipse cx="238" cy="232" rx="30" ry="22" fill="${GRIP}"/>`;
  s += `<ellipse cx="234" cy="226" rx="18" ry="9" fill="${GRIP_LIGHT}"/>`;
  // dust port
  s += `<path d="M478 280 L548 240 L560 260 L492 304 Z" fill="${dark}"/>`;
  s += `<ellipse cx="555" cy="250" rx="9" ry="13" transform="rotate(-30 555 250)" fill="${GRIP}"/>`;
  return svgDoc('power', `<g transform="translate(400 300) scale(1.08) translate(-384 -336)">${s}</g>`);
}

export function drawJigsaw(bodyColour: string, model: string): string {
  const light = shade(bodyColour, 0.28);
  const dark = shade(bodyColour, -0.22);
  let s = shadow(400, 528, 290, 18);
  // blade with teeth facing forward (left)
  let teeth = '';
  for (let y = 430; y < 522; y += 9) teeth += ` L234 ${r1(y + 4.5)} L244 ${y + 9}`;
  s += `<path d="M244 420 V430${teeth} L250 530 L264 516 V420 Z" fill="#c2c9d1"/>`;
  // cord
  s += `<path d="M610 330 C660 340 680 400 650 440 C632 462 600 468 590 490" stroke="${GRIP}" stroke-width="11" fill="none" stroke-linecap="round"/>`;
  // body with closed top handle
  s += `<path fill-rule="evenodd" fill="${bodyColour}" d="M214 410 V300 Q214 252 256 236 L300 218 Q326 148 404 148 H552 Q612 148 612 206 V340 Q612 410 552 410 Z M352 200 H544 Q562 200 562 218 V230 Q562 248 544 248 H352 Q334 248 334 230 V218 Q334 200 352 200 Z"/>`;
  s += `<path d="M214 382 H612 Q606 410 552 410 H214 Z" fill="${dark}"/>`;
  // grip on the handle and trigger
  s += `<rect x="380" y="158" width="180" height="30" rx="15" fill="${GRIP}"/>`;
  for (let x = 398; x <= 544; x += 16) s += `<path d="M${x} 164 V182" stroke="${GRIP_LIGHT}" stroke-width="5" stroke-linecap="round"/>`;
  s += `<path d="M226 296 Q240 254 280 246" stroke="${light}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M392 248 L402 270 Q410 278 418 270 L414 248 Z" fill="${GRIP_LIGHT}"/>`;
  // motor vents and blade holder
  for (let x = 470; x <= 560; x += 15) s += `<rect x="${x}" y="290" width="8" height="62" rx="4" fill="${dark}"/>`;
  s += `<path d="M214 330 H272 V410 H214 Z" fill="${GRIP}"/>`;
  s += `<rect x="226" y="360" width="34" height="22" rx="4" fill="${GRIP_LIGHT}"/>`;
  s += `<circle cx="266" cy="428" r="10" fill="${ALU_DARK}"/>`;
  s += text(372, 334, model, 24, '#ffffff', { spacing: 1 });
  // speed dial
  s += `<ellipse cx="604" cy="250" rx="8" ry="24" fill="${GRIP_LIGHT}"/>`;
  // base shoe
  s += `<rect x="190" y="410" width="400" height="20" rx="4" fill="${ALU}"/>`;
  s += `<rect x="190" y="410" width="400" height="6" rx="3" fill="${ALU_LIGHT}"/>`;
  s += `<rect x="190" y="424" width="400" height="6" fill="${ALU_DARK}"/>`;
  return svgDoc('power', `<g transform="translate(400 300) scale(1.12) translate(-430 -330)">${s}</g>`);
}
