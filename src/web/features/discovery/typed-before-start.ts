/**
 * What a visitor typed into the search box of a page that came as HTML, before the app took the
 * page over. The app then renders its own box (over the server's HTML) or sets the box to its own
 * state (when it hydrates): either would lose the words. The box's first render picks them up.
 */
export interface TypedSearch {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

let typed: TypedSearch | null = null;
/** Stops following the page's box once the app's box has taken the words. */
let following: AbortController | null = null;

function snapshot(input: HTMLInputElement): void {
  typed = input.value ? { value: input.value, focused: input.ownerDocument.activeElement === input, selectionStart: input.selectionStart, selectionEnd: input.selectionEnd } : null;
}

/**
 * Follows the page's search box (`input[name=q]` in a search form) from now until the app's own box
 * takes over: each keystroke is kept, including those typed while the app is starting.
 */
export function followTypedSearch(root: ParentNode): void {
  const input = root.querySelector<HTMLInputElement>('form[role="search"] input[name="q"]');
  if (!input) return;
  snapshot(input);
  following = new AbortController();
  const { signal } = following;
  for (const event of ['input', 'focus', 'blur']) input.addEventListener(event, () => snapshot(input), { signal });
}

/** The words typed before the app started, once (null when nothing was typed). */
export function takeTypedSearch(): TypedSearch | null {
  const taken = typed;
  typed = null;
  following?.abort();
  following = null;
  return taken;
}
