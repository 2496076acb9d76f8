import { ConvexReactClient } from "convex/react";

const url = import.meta.env.VITE_CONVEX_URL;
if (!url) {
  throw new Error(
    "VITE_CONVEX_URL is not set: start the app with `npm start` (local backend) or `npx convex dev` (Convex Cloud).",
  );
}

/**
 * The one connection to the backend; every query through it is live. A page
 * load signs in with the token it stored (refreshed shortly before it
 * expires), rather than fetching a new one at once and running every signed-in
 * query a second time.
 */
export const convex = new ConvexReactClient(url, {
  initialAuthTokenReuse: true,
});
