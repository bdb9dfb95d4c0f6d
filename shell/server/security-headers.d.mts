/** Types of `security-headers.mjs` for the shell's tests. */
export function remoteOrigins(remotesFile: Record<string, unknown>): string[];
export function contentSecurityPolicy(origins: readonly string[]): string;
export function addSecurityHeaders(app: unknown, remotesConfigPath: string): void;
