// The GIF encoder the pictures' chunk bundles (npm gifenc 1.0.3, tools/package.json):
// what share/pictures.js uses of it, for tsc.
declare module 'gifenc' {
  type Palette = number[][];
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: Record<string, unknown>): Palette;
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: string): Uint8Array;
  export function GIFEncoder(options?: { auto?: boolean, initialCapacity?: number }): {
    writeFrame(index: Uint8Array, width: number, height: number, options?: {
      palette?: Palette, first?: boolean, transparent?: boolean, transparentIndex?: number, delay?: number, repeat?: number, dispose?: number,
    }): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
  };
}
