import type { LabelCount } from "@shared/schemas/dashboard-charts";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { KindsFigureRow, KindsRow } from "../chart-data";
import { CHART_COLORS, KIND_LABELS } from "./palette";

const KINDS = ["startupIdeas", "investmentInterests"] as const;
const SERIES_ORDER: readonly string[] = KINDS;
const TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
// Hover details: items in the bars' order, in ink for legible text (the bars keep the colour).
const TOOLTIP_PROPS = {
  cursor: { fill: CHART_COLORS.cursor },
  contentStyle: { borderRadius: 8, borderColor: CHART_COLORS.grid, fontSize: 13 },
  itemStyle: { color: CHART_COLORS.axis },
  itemSorter: (item: { dataKey?: unknown }) => SERIES_ORDER.indexOf(String(item.dataKey)),
} as const;
// In the bars' order (ideas, then interests), not recharts' default alphabetical one; the
// labels in ink, since recharts would colour them as their bars (wheat-600 is too light for text).
const LEGEND_PROPS = {
  iconType: "square",
  itemSorter: null,
  wrapperStyle: { fontSize: 13 },
  formatter: (value: string) => <span style={{ color: CHART_COLORS.axis }}>{value}</span>,
} as const;
// The table is the chart's accessible form; recharts' own keyboard layer would add a
// focus stop that announces nothing more.
const CHART_PROPS = { accessibilityLayer: false, responsive: true } as const;

/**
 * Columns per category (weeks, statuses), one bar per kind of submission; a kind without a
 * figure (null) has no bar. `unit` names what the figures count in the hover details ("days").
 */
export function KindsColumnChart({
  rows,
  height = 280,
  unit,
}: {
  rows: readonly KindsFigureRow[];
  height?: number;
  unit?: string;
}) {
  return (
    <BarChart
      {...CHART_PROPS}
      data={rows}
      style={{ width: "100%", height }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      barGap={2}
    >
      <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
      <XAxis
        dataKey="label"
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: CHART_COLORS.grid }}
      />
      <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
      <Tooltip
        {...TOOLTIP_PROPS}
        formatter={unit ? (value: unknown) => `${String(value)} ${unit}` : undefined}
      />
      <Legend {...LEGEND_PROPS} />
      {KINDS.map((kind) => (
        <Bar
          key={kind}
          dataKey={kind}
          name={KIND_LABELS[kind]}
          fill={CHART_COLORS[kind]}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
      ))}
    </BarChart>
  );
}

/** Height for horizontal bars: a fixed lane per category, so long lists stay readable. */
const laneHeight = (lanes: number, perLane: number) => Math.max(160, lanes * perLane + 56);

/**
 * Horizontal bars, one lane per category with long names (sectors, owners); with `kinds`
 * each lane holds a bar per kind of submission, otherwise a single count.
 */
export function LaneChart(
  props: { rows: LabelCount[]; kinds?: undefined } | { rows: KindsRow[]; kinds: true },
) {
  const series = props.kinds
    ? KINDS.map((kind) => ({ key: kind, name: KIND_LABELS[kind], fill: CHART_COLORS[kind] }))
    : [{ key: "count", name: "Ideas", fill: CHART_COLORS.startupIdeas }];
  const height = laneHeight(props.rows.length, props.kinds ? 48 : 36);
  const rows: readonly { label: string }[] = props.rows;
  return (
    <BarChart
      {...CHART_PROPS}
      data={rows}
      layout="vertical"
      style={{ width: "100%", height }}
      // Room on the left for a wrapped label's longest line ("Marketplace Platforms").
      margin={{ top: 4, right: 16, bottom: 0, left: 12 }}
      barGap={2}
    >
      <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
      <XAxis type="number" allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
      <YAxis
        type="category"
        dataKey="label"
        width={144}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: CHART_COLORS.grid }}
        interval={0}
      />
      <Tooltip {...TOOLTIP_PROPS} />
      {props.kinds && <Legend {...LEGEND_PROPS} />}
      {series.map((bar) => (
        <Bar
          key={bar.key}
          dataKey={bar.key}
          name={bar.name}
          fill={bar.fill}
          radius={[0, 3, 3, 0]}
          maxBarSize={20}
        />
      ))}
    </BarChart>
  );
}
