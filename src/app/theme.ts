import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
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
  // A filled control's text is white on a background darker than this
  // luminance, black on one lighter: at 0.18 either choice reads at 4.5:1 or
  // more on any colour (white needs a luminance of 0.183 or less, black of
  // 0.175 or more), so no filled button or badge falls below AA.
  autoContrast: true,
  luminanceThreshold: 0.18,
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

/**
 * An outline control's text in each palette colour (`variant="outline"
 * color="red"`): Mantine's shade 6 on white and shade 4 on a dark card fall
 * below AA for most colours; shade 9 on white and shade 3 on dark read at
 * 4.5:1 or more. The brand's own outline on white (shade 6) already does.
 */
const outlineColours = (t: MantineTheme, shade: number) =>
  Object.fromEntries(
    Object.entries(t.colors)
      .filter(([name]) => shade !== 9 || name !== "brand")
      .map(([name, shades]) => [
        `--mantine-color-${name}-outline`,
        shades[shade],
      ]),
  );

/** Mantine's default dimmed, error, outline and dark-mode link colours fall below AA contrast; raise them. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...outlineColours(t, 9),
    "--mantine-color-dimmed": t.colors.gray[7],
    // Field errors: the default red (shade 6) is 3.3:1 on white.
    "--mantine-color-error": t.colors.red[8],
  },
  dark: {
    ...outlineColours(t, 3),
    "--mantine-color-dimmed": t.colors.dark[1],
    "--mantine-color-anchor": t.colors.brand[3],
    "--mantine-color-error": t.colors.red[4],
  },
});
