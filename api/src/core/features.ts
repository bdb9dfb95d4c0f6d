import type { AppConfig } from './config.ts';
import type { SecretBox } from './security/secret-box.ts';

/** What every feature plugin is given; each takes the settings it needs. */
export type FeatureOptions = { config: AppConfig; secretBox: SecretBox };

type PluginMeta = { name?: string; dependencies?: string[] };
const PLUGIN_META = Symbol.for('plugin-meta');
const metaOf = (plugin: object): PluginMeta => (plugin as { [PLUGIN_META]?: PluginMeta })[PLUGIN_META] ?? {};

/**
 * The feature plugins ordered so that each comes after the features it names
 * in its `dependencies` (fastify-plugin's metadata), keeping the given order
 * otherwise: the list of features is not kept in load order by hand, and a
 * dependency that is neither in the list nor registered before still fails at
 * start. Names outside the list (core plugins) are left to Fastify's check.
 */
export function inDependencyOrder<Plugin extends object>(plugins: readonly Plugin[]): Plugin[] {
  const byName = new Map<string, Plugin>();
  for (const plugin of plugins) {
    const { name = '' } = metaOf(plugin);
    if (byName.has(name)) throw new Error(`Two feature plugins are named ${name}`);
    byName.set(name, plugin);
  }
  const ordered: Plugin[] = [];
  const placed = new Set<Plugin>();
  const visit = (plugin: Plugin, path: string[]) => {
    if (placed.has(plugin)) return;
    const { name = '', dependencies = [] } = metaOf(plugin);
    if (path.includes(name)) throw new Error(`Features depend on each other: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    for (const dependency of dependencies) {
      const needed = byName.get(dependency);
      if (needed) visit(needed, [...path, name]);
    }
    placed.add(plugin);
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}
