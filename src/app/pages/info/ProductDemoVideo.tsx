import { Anchor, Stack, Text } from "@mantine/core";
import { PRODUCT_DEMO } from "./productDemo";

/**
 * The recorded tour of the product. It downloads only when played
 * (preload="none"), so the page stays light; it is silent, and its English
 * captions, on by default, say what is on screen at each step.
 */
export function ProductDemoVideo() {
  return (
    <Stack gap="xs">
      <video
        controls
        preload="none"
        poster={PRODUCT_DEMO.poster}
        width={PRODUCT_DEMO.width}
        height={PRODUCT_DEMO.height}
        aria-label="VidyaQuest in use: a recorded tour"
        aria-describedby="demo-video-about"
        style={{
          display: "block",
          width: "100%",
          height: "auto",
          maxWidth: PRODUCT_DEMO.width,
          borderRadius: "var(--mantine-radius-md)",
          border: "1px solid var(--mantine-color-default-border)",
          background: "var(--mantine-color-default)",
        }}
      >
        <source src={PRODUCT_DEMO.video} type="video/webm" />
        <track
          kind="captions"
          srcLang="en"
          label="English"
          src={PRODUCT_DEMO.captions}
          default
        />
        <Anchor href={PRODUCT_DEMO.video}>Download the demo video</Anchor>
      </video>
      <Text id="demo-video-about" size="sm" c="dimmed">
        A short recording of the real product, made by our test browser: the
        home page, a student signing in, the dashboard, a lesson, a test
        question and the community. It has no sound; the captions say what is on
        screen.
      </Text>
    </Stack>
  );
}
