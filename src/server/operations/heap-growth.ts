import { setFlagsFromString } from 'node:v8';

/**
 * How much the JavaScript heap may grow past what the last full collection left live before the
 * next one is due: by as much again (100 %).
 *
 * V8 chooses the room itself from how fast it collects. For a shop process that holds the search
 * index (about 150 MB live at 100,000 products) it left 15–20 %, and since V8 starts marking once
 * that room is down to the size of the young generation, a full collection began after about
 * 5 MB of growth: every 5 s under 50 searches a second. Each one marks the whole index, which
 * takes 40–80 ms of the main thread in steps, and the searches in those steps were the slowest
 * 1 % (docs/performance.md, "Full collections of the index's heap"). With the room doubled they
 * come every few minutes. The price is memory: the heap may reach twice its live size (about
 * 150 MB more per process at 100,000 products, a few MB on the demo catalog).
 */
export const HEAP_GROWING_PERCENT = 100;

/** Sets the heap's growth before the process allocates much; V8 reads it at every full collection. */
export function letTheHeapGrow(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
