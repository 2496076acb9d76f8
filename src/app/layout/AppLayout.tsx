import { Box } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router-dom";
import { FocusOnRouteChange } from "./FocusOnRouteChange";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollToTop } from "./ScrollToTop";
import { useSession } from "../../lib/session";
import { markAppReady } from "../earlyTaps";

// Only members can have a warning or a suspension: a visitor's first page
// does not load the modal and banner they need.
const WarningNotice = lazy(() =>
  import("../../features/community/WarningNotice").then((m) => ({
    default: m.WarningNotice,
  })),
);
const SuspensionBanner = lazy(() =>
  import("./SuspensionBanner").then((m) => ({ default: m.SuspensionBanner })),
);
const ConsentBanner = lazy(() =>
  import("../../features/families/ConsentBanner").then((m) => ({
    default: m.ConsentBanner,
  })),
);

export function AppLayout() {
  const session = useSession();
  const member = session.status === "signedIn";
  // A student waiting for a parent's consent sees the banner; it stays for
  // the rest of the visit, to say so the moment the parent consents.
  const waiting =
    member &&
    (session.consent === "awaiting" || session.consent === "withdrawn");
  const [watchConsent, setWatchConsent] = useState(false);
  if (waiting && !watchConsent) setWatchConsent(true);
  if (!member && watchConsent) setWatchConsent(false);
  return (
    <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <FocusOnRouteChange />
      <Header />
      {member && session.suspension && (
        <Suspense fallback={null}>
          <SuspensionBanner />
        </Suspense>
      )}
      {member && (waiting || watchConsent) && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so a page
          that grows as its data arrives moves nothing the reader can see. */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        style={{ flex: 1, minHeight: "100dvh" }}
      >
        <Outlet />
        <PageReady />
      </Box>
      <Footer />
      {member && (
        <Suspense fallback={null}>
          <WarningNotice />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * Rendered beside the page, under the layout's Suspense boundary: its effect
 * runs once the page itself has rendered (or hydrated), not just the shell.
 */
function PageReady() {
  useEffect(markAppReady, []);
  return null;
}
