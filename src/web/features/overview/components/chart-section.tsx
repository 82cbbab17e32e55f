import { useId, type ReactNode } from 'react';

interface ChartSectionProps {
  title: string;
  /** Said of the chart to screen readers, which read its numbers in the table instead. */
  chartLabel: string;
  /** A toggle between views (per day / per week …) beside the heading. */
  actions?: ReactNode;
  /** The chart's height on every screen (it takes the section's width). */
  height: number;
  chart: ReactNode;
  /** The chart's numbers: a NumbersTable. */
  numbers: ReactNode;
}

/**
 * A chart of the overview in its card: the heading, the chart drawn for the eye (an image with a
 * label to screen readers), and the same numbers as a table under "Show the numbers".
 */
export function ChartSection({ title, chartLabel, actions, height, chart, numbers }: ChartSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold sm:text-xl">
          {title}
        </h2>
        {actions}
      </div>
      <div role="img" aria-label={chartLabel} style={{ height }} className="w-full min-w-0">
        {chart}
      </div>
      <details className="group mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-primary hover:underline">Show the numbers</summary>
        <div className="mt-3">{numbers}</div>
      </details>
    </section>
  );
}
