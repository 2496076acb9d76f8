import { Progress } from "@mantine/core";

/**
 * A progress bar that tells assistive technology the real figures
 * ("40 / 200 XP"), not just a percentage.
 */
export function FigureBar({
  value,
  max,
  label,
  valueText,
  color,
  size = "lg",
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
  color?: string;
  size?: string;
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <Progress.Root
      size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
    >
      <Progress.Section value={percent} color={color} withAria={false} />
    </Progress.Root>
  );
}
