import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "src",
  "public",
  // The front end imports the backend's generated API and area rules.
  "convex",
  // How it is built and pre-rendered.
  "scripts/build-frontend.mjs",
  "scripts/prerender.mjs",
  "scripts/prerender-run.mjs",
  "index.html",
  ".env",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds the front end with Vite unless the output is newer than every input. Returns true if it built. */
export function buildFrontendIfStale(
  root,
  { env = {}, outDir = path.join(root, "dist") } = {},
) {
  const marker = path.join(outDir, ".build-stamp");
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const sources = Math.max(
    ...INPUTS.map((p) => newestMtime(path.join(root, p))),
  );
  const envKey = JSON.stringify(env);
  const sameEnv =
    fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === envKey;
  if (built > sources && sameEnv) return false;
  const vite = (args, outDir) => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, "node_modules/vite/bin/vite.js"),
        "build",
        ...args,
        "--logLevel",
        "warn",
        "--outDir",
        outDir,
        "--emptyOutDir",
      ],
      { cwd: root, stdio: "inherit", env: { ...process.env, ...env } },
    );
    if (result.status !== 0) throw new Error("Front-end build failed");
  };
  // The app, then the same pages built for Node, which the pre-render runs.
  const ssrDir = `${outDir}-ssr`;
  vite([], outDir);
  vite(["--ssr", "src/app/prerender.tsx"], ssrDir);
  const status = spawnSync(
    process.execPath,
    [path.join(root, "scripts/prerender-run.mjs"), outDir, ssrDir],
    { cwd: root, stdio: "inherit", env: { ...process.env, ...env } },
  ).status;
  if (status !== 0) throw new Error("Pre-rendering the public pages failed");
  fs.writeFileSync(marker, envKey);
  return true;
}
