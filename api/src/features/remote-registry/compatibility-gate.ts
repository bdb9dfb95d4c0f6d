/**
 * The compatibility gate: a release may go live only on a shell that provides, in a version its range
 * accepts, every package it takes from the shell. The needs are the `shared` list of the release's
 * Module Federation manifest; the platform is what the live shell's build published.
 */
import semver from 'semver';

/** One entry of a manifest's `shared` list: a singleton is taken from the shell, never bundled. */
export type SharedNeed = { name: string; version?: string; requiredVersion?: string | false; singleton?: boolean };

/** What the live shell provides: each shared package with its version. */
export type ShellPlatform = { shared: { name: string; version: string }[] };

/** One Spanish sentence per need the shell does not meet; none when the release may go live. */
export function compatibilityProblems(needs: SharedNeed[], platform: ShellPlatform): string[] {
  const provided = new Map(platform.shared.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const need of needs) {
    if (!need.singleton) continue;
    const range = typeof need.requiredVersion === 'string' && need.requiredVersion !== '' ? need.requiredVersion : '*';
    const live = provided.get(need.name);
    if (live === undefined) {
      problems.push(`El módulo necesita ${need.name} ${range} y el shell en servicio no lo ofrece.`);
    } else if (!semver.satisfies(live, range, { includePrerelease: true })) {
      problems.push(`El módulo necesita ${need.name} ${range} y el shell en servicio ofrece ${live}.`);
    }
  }
  return problems;
}
