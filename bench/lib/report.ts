import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One measured figure. `ratio` compares it with a baseline measured in the same run (absolute
 * numbers are printed for context only: the machines are shared and noisy). `target` says what
 * the ratio or value must be, and `met` whether this run met it.
 */
export interface BenchRow {
  section: string;
  measure: string;
  value: number;
  unit: string;
  baseline?: { label: string; value: number };
  ratio?: number;
  target?: string;
  met?: boolean;
  note?: string;
}

export interface BenchTarget {
  /** Human-readable, e.g. "≥ 0.6" or "≤ 90 KB". */
  label: string;
  holds: (x: number) => boolean;
}

export const atLeast = (limit: number, suffix = ''): BenchTarget => ({ label: `≥ ${limit}${suffix}`, holds: (x) => x >= limit });
export const atMost = (limit: number, suffix = ''): BenchTarget => ({ label: `≤ ${limit}${suffix}`, holds: (x) => x <= limit });

/** A figure with a baseline; the ratio is value ÷ baseline and the target applies to it. */
export function compared(
  section: string,
  measure: string,
  unit: string,
  value: number,
  baseline: { label: string; value: number },
  target?: BenchTarget,
): BenchRow {
  // Latencies are whole milliseconds: a 0 ms baseline gives no ratio.
  const ratio = baseline.value === 0 ? undefined : value / baseline.value;
  return { section, measure, unit, value, baseline, ratio, target: target?.label, met: target && ratio !== undefined ? target.holds(ratio) : undefined };
}

/** A figure checked on its own value (sizes, scores, start time). */
export function measured(section: string, measure: string, unit: string, value: number, target?: BenchTarget): BenchRow {
  return { section, measure, unit, value, target: target?.label, met: target ? target.holds(value) : undefined };
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** The results as one plain-text table (also used in docs/performance.md). */
export function formatTable(rows: BenchRow[]): string {
  const header = ['Section', 'Measure', 'Value', 'Baseline', 'Ratio', 'Target', 'Met'];
  const body = rows.map((row) => [
    row.section,
    row.measure,
    `${formatNumber(row.value)} ${row.unit}`.trim(),
    row.baseline ? `${formatNumber(row.baseline.value)} (${row.baseline.label})` : '',
    row.ratio === undefined ? '' : row.ratio.toFixed(2),
    row.target ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((_, column) => Math.max(header[column]!.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

export function machineDescription() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** Writes bench/results/<time>.json and bench/results/latest.json. */
export async function saveResults(rows: BenchRow[], resultsDir: string): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const at = new Date().toISOString();
  const document = JSON.stringify({ at, machine: machineDescription(), rows }, null, 2);
  const file = path.join(resultsDir, `${at.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, document);
  await writeFile(path.join(resultsDir, 'latest.json'), document);
  return file;
}
