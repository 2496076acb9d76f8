import { ConvexReactClient } from "convex/react";

const url = import.meta.env.VITE_CONVEX_URL;
if (!url) {
  throw new Error(
    "VITE_CONVEX_URL is not set: start the app with `npm start` (local backend) or `npx convex dev` (Convex Cloud).",
  );
}

/** The one connection to the backend; every query through it is live. */
export const convex = new ConvexReactClient(url);
