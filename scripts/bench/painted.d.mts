/** Types of painted.mjs, for benchmark pages written in TypeScript. */
export function painted(): Promise<void>;
