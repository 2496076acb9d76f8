// Writes each public page as static HTML, so a phone paints it before any
// JavaScript has run: the built page template (dist/index.html) with the
// page's markup in #root, its title, the stylesheets of its chunks, and the
// colour scheme set before the first paint. The plain
// template stays as dist/app.html, which the server answers for every other
// path. The browser hydrates a pre-rendered page for a signed-out visitor and
// renders it afresh for anyone who may be signed in (src/app/boot.tsx).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

/**
 * The pages pre-rendered: the module each one's route loads, and whether it
 * shows live data (its route then loads the live connection too).
 */
export const PRERENDERED = [
  { path: "/", module: "src/app/pages/home/HomePage.tsx" },
  {
    path: "/courses",
    module: "src/features/learning/courses/CoursesPage.tsx",
    live: true,
  },
  {
    path: "/community",
    module: "src/features/community/CommunityPage.tsx",
    live: true,
  },
  {
    path: "/mentorship",
    module: "src/features/mentorship/MentorshipPage.tsx",
    live: true,
  },
  {
    path: "/pricing",
    module: "src/features/pricing/PricingPage.tsx",
    live: true,
  },
  { path: "/about", module: "src/app/pages/info/AboutPage.tsx" },
  { path: "/blog", module: "src/app/pages/info/BlogPage.tsx" },
  { path: "/help", module: "src/app/pages/info/HelpPage.tsx" },
  { path: "/privacy", module: "src/app/pages/info/PrivacyPage.tsx" },
  { path: "/terms", module: "src/app/pages/info/TermsPage.tsx" },
  { path: "/demo", module: "src/app/pages/info/DemoPage.tsx" },
  // A member's page: its skeleton, as it shows while the session is checked,
  // painted before any script (only in a browser that may hold a session).
  {
    path: "/dashboard",
    module: "src/features/learning/dashboard/DashboardPage.tsx",
    live: true,
    member: true,
    title: "Dashboard · VidyaQuest",
  },
];

/** The live connection's chunk, which pages with live data load with their own (its stylesheets count). */
const LIVE_MODULE = "src/app/live/LiveProviders.tsx";

// Taps on buttons and in-app links before the app has rendered are held and
// replayed by it (src/app/earlyTaps.ts); if its scripts fail to load, a held
// link is followed as a plain link (see afterFirstPaint).
const EARLY_TAPS_SCRIPT = `<script>(function(){var q=window.vqTaps=[];document.addEventListener("click",function(e){if(window.vqReady||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||!(e.target instanceof Element))return;var t=e.target.closest("a[href],button,[role=button],[role=radio],label,input");if(!t)return;if(t.tagName==="A"){var u=new URL(t.href,location.href);if(t.target||t.hasAttribute("download")||u.origin!==location.origin||t.getAttribute("href").charAt(0)==="#")return}e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t)},true)})()</script>`;

/** The app's entry script in the built template. */
const ENTRY_SCRIPT =
  /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A pre-rendered page needs no script to paint: its scripts start loading
 * once the browser reports the page's first contentful paint, so on a slow
 * connection they do not hold up the stylesheets the first paint needs, and
 * on a slow phone evaluating them does not hold up the paint reaching the
 * screen (the first animation frame comes before the paint is presented, and
 * a busy main thread can delay that presentation by a second). Where paint
 * timing is not reported, they start after the first frame; a page still
 * unpainted after that frame and two seconds more loads them anyway. If they
 * fail to load, the page stays as it was rendered: its links work as plain
 * links, and a link tapped meanwhile is followed.
 */
const afterFirstPaint = (src) =>
  `<script type="module">let s=0;const go=()=>{if(s++)return;setTimeout(()=>import(${JSON.stringify(src)}).catch(()=>{window.vqReady=true;for(const t of window.vqTaps??[])if(t.tagName==="A")return void(location.href=t.href)}))};let w=0;try{if(PerformanceObserver.supportedEntryTypes.includes("paint")){new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});w=2e3}}catch(e){}requestAnimationFrame(()=>setTimeout(go,w))</script>`;

/** The stylesheets of a chunk and of the chunks it imports, imports first. */
function stylesheetsOf(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: no chunk for ${key} in the build`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.imports ?? []).flatMap((i) => stylesheetsOf(manifest, i, seen)),
    ...(chunk.css ?? []),
  ];
}

/** Writes a page with the compressed copies the server sends to browsers that accept them. */
function write(file, html) {
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
}

export async function prerender({ distDir, ssrDir }) {
  const template = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  if (!ENTRY_SCRIPT.test(template))
    throw new Error("prerender: no entry script in the built template");
  write(path.join(distDir, "app.html"), template);
  // With Clerk the app cannot tell a visitor from a member before its SDK
  // loads: every page renders in the browser, from the plain template.
  if (process.env.VITE_CLERK_PUBLISHABLE_KEY) return 0;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"),
  );
  const { render, colorSchemeScript, renderFreshScript } = await import(
    pathToFileURL(path.join(ssrDir, "prerender.js")).href
  );
  const live = stylesheetsOf(manifest, LIVE_MODULE);
  // The entry's own stylesheet is in the template; the modules it imports
  // in steps as it starts (the app, its router) bring theirs, which the
  // page needs from its first paint.
  const boot = (manifest["index.html"].dynamicImports ?? []).flatMap((key) =>
    stylesheetsOf(manifest, key),
  );
  for (const page of PRERENDERED) {
    let html = await render(page.path, { member: !!page.member });
    // React writes each page's <title> where the page renders it: it belongs in <head>.
    let title = null;
    html = html.replace(/<title>([^<]*)<\/title>/, (_, t) => {
      title = t;
      return "";
    });
    const css = new Set([
      ...boot,
      ...stylesheetsOf(manifest, page.module),
      ...(page.live ? live : []),
    ]);
    const head = [
      colorSchemeScript(),
      renderFreshScript(),
      EARLY_TAPS_SCRIPT,
      ...[...css].map((f) => `<link rel="stylesheet" href="/${f}">`),
    ].join("");
    // No module preloads: the page paints from its HTML and CSS alone, and
    // its scripts, fetched as the entry imports them, must not compete with
    // the stylesheets for a slow connection before that first paint.
    let out = template
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
      .replace(ENTRY_SCRIPT, (_, src) => afterFirstPaint(src))
      .replace("</head>", `${head}</head>`)
      .replace(
        /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*<\/div>/,
        `<div id="root" data-prerendered="${page.member ? "member" : "visitor"}">${html}</div>`,
      );
    title ??= page.title;
    if (title)
      out = out.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    const file =
      page.path === "/"
        ? path.join(distDir, "index.html")
        : path.join(distDir, `${page.path.slice(1)}.html`);
    write(file, out);
  }
  return PRERENDERED.length;
}
