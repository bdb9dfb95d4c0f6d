import { createServer, type Server, type Socket } from 'node:net';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { withRemotesFile } from './remotes-file';

/** A remote host that accepts connections and never answers. */
async function hungServer(): Promise<{ origin: string; close: () => void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

// These tests edit remotes.json in the browser only, while the shell builds its pages'
// Content-Security-Policy from the server's file: the policy is left out here and
// checked, with the portal running under it, in security-headers.spec.ts.
test.use({ bypassCSP: true });

let hung: Awaited<ReturnType<typeof hungServer>>;
test.beforeEach(async () => {
  hung = await hungServer();
});
test.afterEach(() => hung.close());

/** The approvals remote's entry and fallback entry both hang. */
async function approvalsHang(page: Parameters<typeof withRemotesFile>[0]) {
  await withRemotesFile(page, (file) => {
    file.allowedOrigins.push(hung.origin);
    for (const remote of file.remotes) {
      if (remote.name !== 'mf_approvals') continue;
      remote.entry = `${hung.origin}/mf-manifest.json`;
      remote.fallbackEntry = `${hung.origin}/previous/mf-manifest.json`;
    }
  });
}

test('a hung remote gives way to the fallback page within 8 s of the click while the menu keeps working', async ({ page }) => {
  await approvalsHang(page);
  await logIn(page, ACCOUNTS.admin);
  await openFromMenu(page, 'Cambios de horario');
  // The menu works while the remote hangs.
  await openFromMenu(page, 'Mi perfil');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

  const clicked = Date.now();
  await openFromMenu(page, 'Cambios de horario');
  await expect(page.getByRole('heading', { name: 'Módulo no disponible' })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(Date.now() - clicked).toBeLessThan(8_000);
});

test("a hung remote's page opened directly shows the menu at once and the fallback within 8 s", async ({ page }) => {
  await approvalsHang(page);
  await logIn(page, ACCOUNTS.admin, '/horarios/autorizar');
  const menu = page.getByRole('complementary', { name: 'Menú principal' });
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible({ timeout: 6_000 });
  // The 8 s are the remote's: counted from the layout, so a slow start of the shell's own page is not charged to it.
  const opened = Date.now();
  // The layout is there before the remote is resolved: the loader fills the content area.
  await expect(page.getByRole('heading', { name: 'Módulo no disponible' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Módulo no disponible' })).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - opened).toBeLessThan(8_000);
  await openFromMenu(page, 'Inicio');
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
});

test('a switched-off remote says it is not available on every one of its paths', async ({ page }) => {
  await withRemotesFile(page, (file) => {
    for (const remote of file.remotes) if (remote.name === 'mf_approvals') remote.enabled = false;
  });
  await logIn(page, ACCOUNTS.admin);
  for (const path of ['/justificaciones', '/incidencias', '/incidencias/3/Soporte', '/board/1']) {
    await page.goto(path);
    await expect(page.getByText('Este módulo no está disponible en este momento.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Menú principal' })).toBeVisible();
  }
});
