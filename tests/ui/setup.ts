import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// UI tests give each screen its session and a fake Convex client themselves:
// the app's live providers (the real client and Convex Auth, which the e2e
// tests cover) pass their children through here.
vi.mock("../../src/app/live/LiveProviders", () => ({
  LiveProviders: ({ children }: { children: ReactNode }) => children,
}));

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// findBy* and waitFor give a busy 2-core CI machine 5 s, not 1 s, to render.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's Blob has no arrayBuffer() (browsers' has); read it as browsers do.
if (!("arrayBuffer" in Blob.prototype))
  Object.defineProperty(Blob.prototype, "arrayBuffer", {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
