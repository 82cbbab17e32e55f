import { sevenSegment, shade, shadow, svgDoc, text } from './svg-frame.js';

/** Workshop and safety: soldering station, safety glasses and work gloves. */

export function drawSolderingStation(body: string, temperature: string): string {
  const light = shade(body, 0.2);
  const dark = shade(body, -0.25);
  let s = shadow(410, 500, 300, 20);
  // cable from station to iron
  s += '<path d="M470 432 C560 470 520 320 452 250 C420 216 450 150 500 162" stroke="#2a2e34" stroke-width="9" fill="none" stroke-linecap="round"/>';
  // station box
  s += `<path d="M150 294 L184 262 H480 L452 294 Z" fill="${light}"/>`;
  s += `<path d="M452 294 L480 262 V456 L452 492 Z" fill="${dark}"/>`;
  s += `<rect x="150" y="294" width="302" height="198" rx="12" fill="${body}"/>`;
  s += '<rect x="172" y="318" width="166" height="84" rx="8" fill="#10161c"/>';
  s += sevenSegment(temperature, 186, 332, 54, '#ff5a36');
  s += text(326, 344, '\u00b0C', 16, '#ff5a36', { anchor: 'end' });
  s += '<circle cx="398" cy="360" r="36" fill="#d8dde3"/><circle cx="398" cy="360" r="28" fill="#eef1f4"/>';
  s += '<rect x="395" y="330" width="6" height="18" rx="3" fill="#2a2e34"/>';
  s += '<rect x="172" y="420" width="44" height="30" rx="6" fill="#d32f2f"/><rect x="176" y="424" width="36" height="11" rx="4" fill="#ef5350"/>';
  for (const x of [236, 276]) s += `<rect x="${x}" y="424" width="30" height="22" rx="6" fill="${dark}"/>`;
  s += '<circle cx="414" cy="440" r="13" fill="#2a2e34"/><circle cx="414" cy="440" r="6" fill="#555d66"/>';
  // iron holder: base, sponge and coil
  s += '<ellipse cx="600" cy="480" rx="82" ry="22" fill="#2a2e34"/>';
  s += '<path d="M532 466 H668 V478 Q600 498 532 478 Z" fill="#3a4048"/>';
  s += '<rect x="548" y="450" width="62" height="18" rx="4" fill="#f2c200"/>';
  s += '<path d="M630 470 L608 414" stroke="#5a626c" stroke-width="10"/>';
  let coil = '';
  for (let i = 0; i < 6; i++) {
    const cx = 606 - i * 9;
    const cy = 414 - i * 21;
    coil += `<ellipse cx="${cx}" cy="${cy}" rx="30" ry="10" fill="none" stroke="#b7c0c9" stroke-width="5" transform="rotate(-22 ${cx} ${cy})"/>`;
  }
  // iron resting in the coil
  s += '<g transform="rotate(-22 560 300)">';
  s += '<rect x="554" y="300" width="10" height="110" fill="#9aa4ae"/><path d="M554 410 L559 432 L564 410 Z" fill="#6f7983"/>';
  s += '<rect x="548" y="180" width="22" height="124" rx="10" fill="#2a2e34"/>';
  s += `<rect x="548" y="206" width="22" height="70" rx="8" fill="${body}"/>`;
  for (let y = 214; y < 270; y += 12) s += `<rect x="548" y="${y}" width="22" height="5" fill="${dark}"/>`;
  s += '<rect x="554" y="150" width="10" height="34" rx="4" fill="#2a2e34"/>';
  s += '</g>';
  s += coil;
  return svgDoc('safety', `<g transform="translate(400 300) scale(1.08) translate(-410 -316)">${s}</g>`);
}

export function drawSafetyGlasses(frame: string, lens: string): string {
  const frameLight = shade(frame, 0.25);
  let s = shadow(400, 470, 270, 18);
  // temples reaching back
  for (const side of [-1, 1]) {
    const x = (v: number): number => 400 + side * v;
    s += `<path d="M${x(236)} 234 L${x(170)} 176 Q${x(150)} 158 ${x(128)} 176 L${x(112)} 196" stroke="${frame}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  // wrap-around lens
  const lensPath =
    'M168 234 Q400 196 632 234 Q654 304 612 354 Q560 400 470 380 Q428 368 414 332 Q400 312 386 332 Q372 368 330 380 Q240 400 188 354 Q146 304 168 234 Z';
  s += `<path d="${lensPath}" fill="${lens}" opacity="0.8"/>`;
  s += `<path d="${lensPath}" fill="none" stroke="${shade(lens, -0.25)}" stroke-width="3"/>`;
  s += '<path d="M214 250 L262 246 L214 330 L194 318 Z" fill="#ffffff" opacity="0.55"/>';
  s += '<path d="M476 244 L506 242 L456 330 L440 316 Z" fill="#ffffff" opacity="0.45"/>';
  s += '<path d="M600 250 Q616 290 596 330" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.5" stroke-linecap="round"/>';
  // brow bar and nose pads
  s += `<path d="M162 236 Q400 192 638 236" stroke="${frame}" stroke-width="24" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M200 222 Q400 190 600 222" stroke="${frameLight}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  s += `<path d="M386 332 Q400 304 414 332 L420 350 Q400 340 380 350 Z" fill="${frame}"/>`;
  s += text(400, 226, 'EN166', 11, '#ffffff', { spacing: 1 });
  return svgDoc('safety', `<g transform="translate(400 300) scale(1.16) translate(-400 -290)">${s}</g>`);
}

const FINGERS: [number, number, number, number][] = [
  // x, top, width, rotation
  [-68, -282, 36, -8],
  [-28, -306, 36, -2],
  [12, -292, 34, 4],
  [48, -246, 30, 11],
];

function glove(knit: string, coat: string, palmSide: boolean): string {
  const knitDark = shade(knit, -0.2);
  const fill = palmSide ? coat : knit;
  let g = '';
  g += `<rect x="-62" y="-10" width="124" height="100" rx="12" fill="${knitDark}"/>`;
  for (let x = -50; x <= 50; x += 12) g += `<path d="M${x} -4 V84" stroke="${knit}" stroke-width="4"/>`;
  g += `<g transform="rotate(-38 -62 -46)"><rect x="-80" y="-176" width="38" height="140" rx="19" fill="${fill}"/>`;
  if (!palmSide) g += `<rect x="-80" y="-176" width="38" height="56" rx="19" fill="${coat}"/>`;
  g += '</g>';
  for (const [x, top, w, rot] of FINGERS) {
    const cx = x + w / 2;
    g += `<g transform="rotate(${rot} ${cx} -130)"><rect x="${x}" y="${top}" width="${w}" height="${-top - 110}" rx="${w / 2}" fill="${fill}"/>`;
    if (!palmSide) g += `<rect x="${x}" y="${top}" width="${w}" height="58" rx="${w / 2}" fill="${coat}"/>`;
    g += `<path d="M${x + 8} ${top + 70} h${w - 16} M${x + 8} ${top + 120} h${w - 16}" stroke="${shade(fill, -0.15)}" stroke-width="3" stroke-linecap="round"/>`;
    g += '</g>';
  }
  g += `<path d="M-70 -120 Q-72 -156 -40 -158 H50 Q78 -152 74 -120 L64 0 H-64 Z" fill="${fill}"/>`;
  if (palmSide) g += `<path d="M-60 -20 Q0 -6 60 -20" stroke="${shade(coat, 0.15)}" stroke-width="5" fill="none"/>`;
  else g += `<path d="M-70 -132 Q0 -150 74 -132 L74 -120 Q0 -136 -70 -120 Z" fill="${coat}"/>`;
  return g;
}

export function drawWorkGloves(knit: string, coat: string): string {
  let s = shadow(400, 520, 260, 18);
  s += `<g transform="translate(486 448) rotate(14) scale(-0.92 0.92)">${glove(knit, coat, true)}</g>`;
  s += `<g transform="translate(318 440) rotate(-12) scale(0.92)">${glove(knit, coat, false)}</g>`;
  return svgDoc('safety', `<g transform="translate(0 10)">${s}</g>`);
}
