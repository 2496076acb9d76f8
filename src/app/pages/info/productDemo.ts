/**
 * The product demo video on /demo: recorded from the running product by
 * `npm run record:demo` (scripts/record-demo.ts), which drives the browser at
 * this size and writes these files. Re-record it when the screens it shows
 * change.
 */
export const PRODUCT_DEMO = {
  video: "/media/product-demo.webm",
  captions: "/media/product-demo.vtt",
  poster: "/media/product-demo-poster.webp",
  /** What the recording measured: its duration, read by the tools test. */
  facts: "/media/product-demo.json",
  width: 960,
  height: 600,
} as const;
