// What list items compare: the data their props hold, not which object holds it.
import { render } from "@testing-library/react";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { memoByData, sameData } from "../../src/lib/memoByData";

describe("sameData", () => {
  it("compares plain objects and arrays by their contents, nested", () => {
    const a = { id: "a", tags: ["x", "y"], viewer: { upvoted: false } };
    expect(sameData(a, structuredClone(a))).toBe(true);
    expect(sameData(a, { ...a, viewer: { upvoted: true } })).toBe(false);
    expect(sameData(a, { ...a, tags: ["x"] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it("compares bytes by their bytes", () => {
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    expect(sameData(bytes, bytes.slice(0))).toBe(true);
    expect(sameData(bytes, new Uint8Array([1, 2, 4]).buffer)).toBe(false);
  });

  it("compares functions, React elements and class instances only by identity", () => {
    const f = () => 1;
    expect(sameData(f, f)).toBe(true);
    expect(sameData(f, () => 1)).toBe(false);
    expect(sameData(createElement("b"), createElement("b"))).toBe(false);
    expect(sameData(new Date(1), new Date(1))).toBe(false);
  });
});

describe("memoByData", () => {
  it("renders again only when a prop holds different data", () => {
    let renders = 0;
    const Item = memoByData(function Item({ item }: { item: { n: number } }) {
      renders += 1;
      return createElement("p", null, item.n);
    });
    const view = render(createElement(Item, { item: { n: 1 } }));
    view.rerender(createElement(Item, { item: { n: 1 } }));
    expect(renders).toBe(1);
    view.rerender(createElement(Item, { item: { n: 2 } }));
    expect(renders).toBe(2);
  });
});
