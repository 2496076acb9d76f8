/* eslint-disable @convex-dev/no-process-env -- auth.config.ts is evaluated with the deployment's settings */
/**
 * Who may sign tokens for this backend: the app itself (Convex Auth, served
 * by convex/http.ts) and, when configured, Clerk.
 */
const clerkDomain = process.env.CLERK_JWT_ISSUER_DOMAIN;

export default {
  providers: [
    { domain: process.env.CONVEX_SITE_URL, applicationID: "convex" },
    ...(clerkDomain ? [{ domain: clerkDomain, applicationID: "convex" }] : []),
  ],
};
