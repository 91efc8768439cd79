/**
 * The k smallest of `items[0..count)` in order, via a bounded max-heap: O(n log k) instead of
 * sorting every matching hotel when only a page of 20 is shown.
 */
export function selectTop(
  items: Uint32Array,
  count: number,
  k: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (k <= 0) return [];
  if (k >= count) return Array.from(items.subarray(0, count)).sort(compare);
  const heap: number[] = [];
  for (let i = 0; i < count; i++) {
    const item = items[i] ?? 0;
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(item, heap[0] ?? 0) < 0) {
      heap[0] = item;
      siftDown(heap, compare);
    }
  }
  return heap.sort(compare);
}

/** The heap keeps its worst item (largest by `compare`) at the root. */
function siftUp(heap: number[], start: number, compare: (a: number, b: number) => number): void {
  let at = start;
  const item = heap[at] ?? 0;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    const above = heap[parent] ?? 0;
    if (compare(item, above) <= 0) break;
    heap[at] = above;
    at = parent;
  }
  heap[at] = item;
}

function siftDown(heap: number[], compare: (a: number, b: number) => number): void {
  const size = heap.length;
  const item = heap[0] ?? 0;
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    const right = child + 1;
    if (right < size && compare(heap[right] ?? 0, heap[child] ?? 0) > 0) child = right;
    const below = heap[child] ?? 0;
    if (compare(below, item) <= 0) break;
    heap[at] = below;
    at = child;
  }
  heap[at] = item;
}
