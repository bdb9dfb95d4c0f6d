import type { Browser } from '@playwright/test';

type ExportedRoute = { path?: string; handle?: { access?: string }; hasScreen: boolean };

/**
 * Loads a remote's entry script in Chromium and reads its `./routes` export the
 * way the shell does (the container's own copies of the shared packages), keeping
 * what the contract check needs: paths, access rules, whether a screen is there.
 */
export async function exportedRoutes(browser: Browser, name: string, entryScript: string): Promise<ExportedRoute[]> {
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/', entryScript).href).catch(() => undefined);
    await page.addScriptTag({ url: entryScript });
    return await page.evaluate(async (containerName) => {
      type Route = { path?: string; handle?: { access?: string }; Component?: unknown; element?: unknown; lazy?: unknown };
      const container = (window as unknown as Record<string, { init: (scope: object) => Promise<void>; get: (id: string) => Promise<() => { routes: Route[] }> }>)[containerName];
      if (!container) throw new Error(`el script no define el contenedor ${containerName}`);
      await container.init({});
      const { routes } = (await container.get('./routes'))();
      return routes.map((route) => ({ path: route.path, handle: { access: route.handle?.access }, hasScreen: Boolean(route.Component || route.element || route.lazy) }));
    }, name);
  } finally {
    await page.close();
  }
}
