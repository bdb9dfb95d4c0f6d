/** Types of report-line.mjs, for benchmarks written in TypeScript. */
export type BenchFigure = {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  budgetUnit?: string;
  better?: 'lower' | 'higher';
  digits?: number;
};

export function benchLine(figure: BenchFigure & { budget: number; better: 'lower' | 'higher' }): string;
export function referenceLine(figure: Pick<BenchFigure, 'name' | 'value' | 'unit' | 'digits'>): string;
export function printBenchLines(figures: BenchFigure[]): void;
