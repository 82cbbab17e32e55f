/**
 * Where the arrow keys move the highlighted option of a combobox's list (the ARIA practices'
 * combobox pattern): down from the last goes to the first and up from the first to the last; a
 * closed list opens on the first option (down) or the last (up).
 */
export function movedOption(key: 'ArrowDown' | 'ArrowUp', expanded: boolean, activeIndex: number, count: number): number {
  if (key === 'ArrowDown') return expanded ? (activeIndex + 1) % count : 0;
  return expanded ? (activeIndex <= 0 ? count - 1 : activeIndex - 1) : count - 1;
}
