import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import fs from "node:fs";
import { startFixture, tempDir } from "./helpers.js";

// The fixture's generated `api` is `anyApi`; use it directly with loose typing.
const api = anyApi as unknown as Record<string, Record<string, never>>;

let b: Awaited<ReturnType<typeof startFixture>>;
let c: ConvexHttpClient;

beforeAll(async () => {
  b = await startFixture();
  c = new ConvexHttpClient(b.cloudUrl, { logger: false });
});
afterAll(async () => {
  await b.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The first bytes of an MP4 (an ISO BMFF `ftyp` box), then filler. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1"),
  Buffer.alloc(1000, 7),
]);
const HTML = Buffer.from(
  "<!doctype html><script>fetch('/steal?c='+document.cookie)</script>",
);

const uploadUrl = async () =>
  (await c.mutation(api.files.uploadUrl, {} as never)) as string;

async function post(url: string, body: Buffer, type: string) {
  return await fetch(url, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "Content-Type": type },
  });
}

async function stored(body: Buffer, type: string) {
  const res = await post(await uploadUrl(), body, type);
  expect(res.status).toBe(200);
  const { storageId } = (await res.json()) as { storageId: string };
  const url = (await c.query(api.files.url, { storageId } as never)) as string;
  return { storageId, url };
}

describe("files as served", () => {
  it("serves HTML uploaded as HTML as an attachment that is never sniffed, so no script runs", async () => {
    const { url } = await stored(HTML, "text/html");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("content-type")).not.toMatch(/html/);
    expect(Buffer.from(await res.arrayBuffer()).equals(HTML)).toBe(true);
  });

  it("serves HTML declared as a video as an attachment too (the bytes decide, not the declared type)", async () => {
    const { url } = await stored(HTML, "video/mp4");
    const res = await fetch(url);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("content-type")).not.toMatch(/html|video/);
  });

  it("serves a real MP4 inline as video/mp4, and WebVTT captions as text/vtt", async () => {
    const video = await stored(MP4, "application/octet-stream");
    const res = await fetch(video.url);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const vtt = await stored(
      Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nNamaste\n"),
      "text/vtt",
    );
    const captions = await fetch(vtt.url);
    expect(captions.headers.get("content-type")).toMatch(/^text\/vtt/);
    expect(captions.headers.get("content-disposition")).toBeNull();
  });

  it("serves a file only at the URL the app was given, not at its id", async () => {
    const { storageId, url } = await stored(MP4, "video/mp4");
    expect((await fetch(url)).status).toBe(200);
    // Another member or a visitor who learns the id cannot fetch the file.
    expect((await fetch(`${b.cloudUrl}/api/storage/${storageId}`)).status).toBe(
      404,
    );
    const forged = new URL(url);
    forged.searchParams.set("token", "x".repeat(43));
    expect((await fetch(forged)).status).toBe(404);
  });
});

describe("upload URLs", () => {
  it("take one file: a second POST to the same URL is refused", async () => {
    const url = await uploadUrl();
    expect((await post(url, MP4, "video/mp4")).status).toBe(200);
    const again = await post(url, MP4, "video/mp4");
    expect(again.status).toBe(401);
  });

  it("issued before a restart are refused after it (a used one cannot become usable again)", async () => {
    const dataDir = tempDir();
    try {
      const first = await startFixture({ dataDir });
      const client = new ConvexHttpClient(first.cloudUrl, { logger: false });
      const url = (await client.mutation(
        api.files.uploadUrl,
        {} as never,
      )) as string;
      expect((await post(url, MP4, "video/mp4")).status).toBe(200);
      await first.close();
      const second = await startFixture({
        dataDir,
        port: Number(new URL(url).port),
      });
      try {
        expect((await post(url, MP4, "video/mp4")).status).toBe(401);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("expire after 10 minutes", async () => {
    const url = await uploadUrl();
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 10 * 60_000 + 1_000);
    expect((await post(url, MP4, "video/mp4")).status).toBe(401);
    vi.restoreAllMocks();
    const fresh = await uploadUrl();
    vi.spyOn(Date, "now").mockReturnValue(now + 9 * 60_000);
    expect((await post(fresh, MP4, "video/mp4")).status).toBe(200);
  });
});
