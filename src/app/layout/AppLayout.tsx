import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollToTop } from "./ScrollToTop";
import { PageLoader } from "../../components/PageLoader";
import { WarningNotice } from "../../features/moderation/WarningNotice";
import { SuspensionBanner } from "./SuspensionBanner";

export function AppLayout() {
  return (
    <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <SuspensionBanner />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <WarningNotice />
    </Box>
  );
}
