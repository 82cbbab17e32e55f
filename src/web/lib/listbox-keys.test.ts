import { describe, expect, it } from 'vitest';
import { movedOption } from './listbox-keys';

describe('arrow keys in a combobox list', () => {
  it('open a closed list on its first option (down) or its last (up)', () => {
    expect(movedOption('ArrowDown', false, -1, 4)).toBe(0);
    expect(movedOption('ArrowUp', false, -1, 4)).toBe(3);
  });

  it('move one option and wrap around at both ends', () => {
    expect(movedOption('ArrowDown', true, 1, 4)).toBe(2);
    expect(movedOption('ArrowDown', true, 3, 4)).toBe(0);
    expect(movedOption('ArrowUp', true, 2, 4)).toBe(1);
    expect(movedOption('ArrowUp', true, 0, 4)).toBe(3);
    expect(movedOption('ArrowUp', true, -1, 4)).toBe(3);
  });
});
