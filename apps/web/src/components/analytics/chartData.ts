/** Labels over 20 characters are cut to 17 plus an ellipsis. */
export const LABEL_MAX = 20;
export const UNKNOWN_LABEL = 'Unknown';

export type ChartKind = 'bar' | 'line' | 'pie' | 'stacked';

export interface ChartSeries {
  name: string;
  values: number[];
  /** What picks its colour (see seriesColours): `visit:chatbot_visit`, `reason:other`…; its name by default. */
  key?: string;
}

/** A chart's data: one label per category (x-axis or pie slice) and the series over them. */
export interface ChartData {
  /** The full labels: the tooltip, the CSV and the data table show them. */
  categories: string[];
  series: ChartSeries[];
  /** Shorter labels for the x-axis (dates abbreviated by range); the categories by default. */
  axisLabels?: string[];
  /**
   * The colour keys of the categories: a one-series bar or a pie of them paints each bar or slice in its
   * key's colour (a reason has the same colour by category as by date). Pie slices fall back to their labels.
   */
  categoryKeys?: string[];
}

export const emptyChart: ChartData = { categories: [], series: [] };

/** A missing label shows Unknown. */
export const labelOf = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? UNKNOWN_LABEL : String(value);

/** A category label as the axis shows it: Unknown when missing, cut at 20 characters (17 + …). */
export function axisLabel(value: string | null | undefined): string {
  const text = labelOf(value);
  const chars = Array.from(text);
  return chars.length > LABEL_MAX ? `${chars.slice(0, LABEL_MAX - 3).join('')}…` : text;
}

/** Whether a chart has anything to draw: no categories, or every value zero, is empty. */
export const hasData = (data: ChartData) =>
  data.categories.length > 0 && data.series.some((s) => s.values.some((v) => v !== 0));

/** Rows of label and value turned into one series (a bar or pie of counts). */
export function fromRows<R>(
  rows: readonly R[],
  label: (row: R) => string | number | null | undefined,
  value: (row: R) => number,
  name: string,
): ChartData {
  return { categories: rows.map((r) => labelOf(label(r))), series: [{ name, values: rows.map(value) }] };
}

/** The CSV rows of a chart: the category column, then one column per series. */
export function csvRows(data: ChartData, categoryTitle: string): Record<string, string | number>[] {
  return data.categories.map((category, i) => ({
    [categoryTitle]: category,
    ...Object.fromEntries(data.series.map((s) => [s.name, s.values[i] ?? 0])),
  }));
}
