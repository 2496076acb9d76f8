import { useComputedColorScheme } from "@mantine/core";

/** Red text that keeps AA contrast on both colour schemes (Mantine's default red does not). */
export function useDangerColor() {
  return useComputedColorScheme("light") === "dark" ? "red.4" : "red.9";
}
