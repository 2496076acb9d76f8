// Makes public/media/welcome-lesson.webm: the short clip the demo catalogue's
// first lessons play, so the lesson player works offline, and its English
// captions, public/media/welcome-lesson.vtt (the clip is silent: the
// captions carry its words, slide by slide, in step with the picture). It is drawn on a
// canvas in Chromium and recorded with MediaRecorder, then re-encoded by
// ffmpeg so the file carries its duration and seek index (MediaRecorder's
// output has neither, and the player resumes by seeking).
//   npx tsx scripts/make-demo-clip.ts   (needs ffmpeg: apt-get install ffmpeg)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, findSystemChromium } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = 12;
/** The words on the clip's slides, each shown for an equal share of it. */
const SLIDES = [
  "Welcome to VidyaQuest",
  "Watch, pause, and come back later:",
  "we remember where you stopped.",
  "Finish the lesson to mark it complete.",
];

const browser = await chromium.launch({
  executablePath: findSystemChromium() ?? undefined,
  args: chromiumArgs,
});
const page = await browser.newPage();
await page.setContent("<canvas width=640 height=360></canvas>");
// Plain JavaScript run in the page (a string, so no build helpers leak into it).
const base64 = await page.evaluate<string>(`(async (seconds) => {
  const canvas = document.querySelector("canvas");
  const g = canvas.getContext("2d");
  const slides = ${JSON.stringify(SLIDES)};
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: 250_000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => (recorder.onstop = r));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      g.fillStyle = "#0b3d91";
      g.fillRect(0, 0, 640, 360);
      // A number line with a moving marker: a lesson-like picture.
      g.strokeStyle = "#ffffff";
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(60, 260);
      g.lineTo(580, 260);
      g.stroke();
      g.font = "18px sans-serif";
      g.fillStyle = "#ffffff";
      for (let i = 0; i <= 10; i++) {
        const x = 60 + i * 52;
        g.fillRect(x - 1, 250, 2, 20);
        g.fillText(String(i), x - 5, 295);
      }
      const x = 60 + (t / seconds) * 10 * 52;
      g.fillStyle = "#ffb703";
      g.beginPath();
      g.arc(x, 260, 10, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = "#ffffff";
      g.font = "bold 30px sans-serif";
      const slide =
        slides[
          Math.min(slides.length - 1, Math.floor((t / seconds) * slides.length))
        ];
      g.fillText(slide, 320 - g.measureText(slide).width / 2, 140);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
  let binary = "";
  for (const b of new Uint8Array(buffer)) binary += String.fromCharCode(b);
  return btoa(binary);
})(${SECONDS})`);
await browser.close();
const out = path.join(root, "public/media/welcome-lesson.webm");
const raw = `${out}.raw.webm`;
fs.writeFileSync(raw, Buffer.from(base64, "base64"));
execFileSync("ffmpeg", [
  ...["-loglevel", "error", "-y", "-i", raw],
  ...["-c:v", "libvpx", "-b:v", "120k", "-crf", "30"],
  ...["-cues_to_front", "1", "-an", out],
]);
fs.rmSync(raw);
console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);

/** "00:00:03.000": a WebVTT cue time. */
const cueTime = (seconds: number) =>
  `00:00:${seconds.toFixed(3).padStart(6, "0")}`;
const share = SECONDS / SLIDES.length;
const vtt = path.join(root, "public/media/welcome-lesson.vtt");
fs.writeFileSync(
  vtt,
  `WEBVTT\n\n${SLIDES.map(
    (text, i) =>
      `${i + 1}\n${cueTime(i * share)} --> ${cueTime((i + 1) * share)}\n${text}\n`,
  ).join("\n")}`,
);
console.log(`wrote ${vtt}`);
