import { describe, expect, it } from 'vitest';
import { summary } from './html.js';

describe('summary (the description of a page for search engines and link previews)', () => {
  it('keeps a short text whole, its whitespace collapsed', () => {
    expect(summary('  IP65 floodlight,\n\n 50 W  ', 160)).toBe('IP65 floodlight, 50 W');
  });

  it('cuts a long text at a word boundary within the limit and marks the cut', () => {
    const cut = summary('Cordless drill driver with two speeds and a brushless motor for wood and metal', 40);
    expect(cut).toBe('Cordless drill driver with two speeds…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('drops the punctuation and dashes left before the cut, en dash included', () => {
    expect(summary('Angle grinder 125 mm – 1,200 W motor, soft start and restart protection', 25)).toBe('Angle grinder 125 mm…');
    expect(summary('Installation cable 3 x 2.5 mm², 100 m drum; grey sheath and more', 40)).toBe('Installation cable 3 x 2.5 mm², 100 m…');
  });
});
