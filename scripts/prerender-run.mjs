#!/usr/bin/env node
// Usage: node scripts/prerender-run.mjs <dist dir> <ssr dir>
// Pre-renders the public pages in a process of its own: the page modules
// create the backend client when they load, whose socket (never opened here:
// see below) would otherwise keep the build waiting.
import { prerender } from "./prerender.mjs";

// Rendering needs no backend: live data shows its loading state. A socket
// that never connects keeps the client from reaching for the network.
globalThis.WebSocket = class {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
};

const [distDir, ssrDir] = process.argv.slice(2);
const count = await prerender({ distDir, ssrDir });
console.log(`Pre-rendered ${count} public pages.`);
process.exit(0);
