type NumberArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

/** A typed array of the same kind, `capacity` long, starting with `array`'s first `keep` values (all by default). */
export function grownArray<T extends NumberArray>(array: T, capacity: number, keep = array.length): T {
  const Kind = array.constructor as new (length: number) => T;
  const grown = new Kind(capacity);
  grown.set(array.subarray(0, keep) as never);
  return grown;
}
