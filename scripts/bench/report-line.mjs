/**
 * The one format every benchmark prints, so `pnpm run bench` reads as one table:
 * `NAME: VALUE UNIT (budget BUDGET UNIT) ok|OVER`. Benchmarks report; they never
 * gate, so a figure over budget is printed, not thrown.
 */

/**
 * @param {{ name: string, value: number, unit: string, budget: number, budgetUnit?: string,
 *   better: 'lower' | 'higher', digits?: number }} figure
 * @returns {string}
 */
export function benchLine({ name, value, unit, budget, budgetUnit = unit, better, digits = 1 }) {
  const within = better === 'lower' ? value <= budget : value >= budget;
  const bound = better === 'lower' ? '' : '≥ ';
  return `${name}: ${value.toFixed(digits)} ${unit} (budget ${bound}${budget} ${budgetUnit}) ${within ? 'ok' : 'OVER'}`;
}

/** A figure with no budget (a reference measured in the same run). */
export function referenceLine({ name, value, unit, digits = 1 }) {
  return `${name}: ${value.toFixed(digits)} ${unit}`;
}

/** Prints one line per figure. */
export function printBenchLines(figures) {
  for (const figure of figures) console.log(figure.budget === undefined ? referenceLine(figure) : benchLine(figure));
}
