import http from "node:http";
import sirv from "sirv";

/**
 * Serves the built front end: hashed assets cached for a year; the public
 * pages pre-rendered at build time (`/courses` → courses.html); every other
 * path answered with the plain page template (app.html), which the client
 * router renders.
 * Listens on 127.0.0.1 (this machine only) unless given another `host`
 * (`npm start` passes the HOST environment variable, e.g. HOST=0.0.0.0).
 */
export function serveFrontend({ dir, port, host = "127.0.0.1" }) {
  const assets = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    single: "app.html",
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) {
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      } else {
        res.setHeader("Cache-Control", "no-cache");
      }
    },
  });
  const server = http.createServer((req, res) => assets(req, res));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
