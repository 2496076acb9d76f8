import { BarChart } from "@mantine/charts";
import { CHART_HEIGHT, formatXp } from "./formatting";

export type ActivityBarsDay = { label: string; xp: number };

/** XP per day as bars: its own chunk, with recharts, loaded near the screen. */
export function ActivityBars({
  data,
  summary,
}: {
  data: ActivityBarsDay[];
  summary: string;
}) {
  return (
    <BarChart
      h={CHART_HEIGHT}
      miw={0}
      data={data}
      dataKey="label"
      series={[{ name: "xp", label: "XP", color: "brand.6" }]}
      valueFormatter={(xp) => formatXp(xp)}
      tickLine="y"
      gridAxis="x"
      withYAxis
      yAxisProps={{
        width: 32,
        allowDecimals: false,
        tickFormatter: (xp: number) => String(xp),
      }}
      xAxisProps={{ interval: "preserveStartEnd", minTickGap: 24 }}
      maxBarWidth={14}
      barChartProps={{ title: `XP per day: ${summary}` }}
    />
  );
}
