/** Types of `remote-screens.mjs` for the shell's scripts and tests. */
export type Declaration = { routes: unknown[]; nav: unknown[]; widgets: unknown[] };
export function declarationOf(manifest: unknown): Declaration | null;
export function withDeclaredScreens<T>(file: T, declarationFor: (remote: { name: string; entry?: string }) => Declaration | null): T;
export function createScreensSource(options: { keptFile: string }): <T>(file: T) => Promise<T>;
