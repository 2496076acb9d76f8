import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from "@mantine/core";

/**
 * Our palette: a friendly indigo for actions, chosen so that white text on the
 * filled shade (6 in light, 8 in dark) and text links pass WCAG AA.
 */
const brand: MantineColorsTuple = [
  "#eef0ff",
  "#dfe2ff",
  "#bcc2fb",
  "#959ef6",
  "#737ff2",
  "#5d6bf0",
  "#4655d4",
  "#3a47b8",
  "#2f3a96",
  "#242d75",
];

export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand },
  primaryShade: { light: 6, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.35,
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    fontWeight: "800",
  },
  components: {
    Button: { defaultProps: { fw: 700 } },
    Card: { defaultProps: { withBorder: true, radius: "lg" } },
    Paper: { defaultProps: { radius: "lg" } },
    // A dialog's close button is an icon: it needs a name of its own.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Notification: {
      defaultProps: {
        closeButtonProps: { "aria-label": "Close notification" },
      },
      // The description's default grey falls below AA on the toast's background.
      styles: { description: { color: "var(--mantine-color-text)" } },
    },
  },
});

/** Mantine's default dimmed, error and dark-mode link colours fall below AA contrast; raise them. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    // Field errors: the default red (shade 6) is 3.3:1 on white.
    "--mantine-color-error": t.colors.red[8],
  },
  dark: {
    "--mantine-color-dimmed": t.colors.dark[1],
    "--mantine-color-anchor": t.colors.brand[3],
    // Outline badges and buttons: shade 4 is 3.9:1 on a dark card; 3 reads at AA.
    "--mantine-color-brand-outline": t.colors.brand[3],
    "--mantine-color-error": t.colors.red[4],
  },
});
