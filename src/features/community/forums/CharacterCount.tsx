import { Text } from "@mantine/core";
import { useDangerColor } from "../../../lib/useDangerColor";
import { formatNumber } from "../../../lib/format";

/** "42 / 150 characters", red once over the limit. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const danger = useDangerColor();
  const used = value.trim().length;
  return (
    <Text
      component="span"
      size="xs"
      c={used > max ? danger : "dimmed"}
      style={{ whiteSpace: "nowrap" }}
    >
      {formatNumber(used)} / {formatNumber(max)} characters
    </Text>
  );
}
