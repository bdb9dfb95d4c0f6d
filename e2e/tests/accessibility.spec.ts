import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

/**
 * Every page of the spec's route table, opened as someone who may see it,
 * checked with axe against WCAG 2.x A and AA. Serious and critical
 * violations fail; moderate and minor ones are printed for the record.
 */

const PUBLIC_PAGES = ['/login', '/passwordreset', '/passwordchange', '/passwordchange?token=x', '/emailchange?token=x', '/authorize', '/rechazar', '/test'];

/** The admin opens every screen of the `/user` layout; demo ids: team 1's board, task 1, user 2. */
const ADMIN_PAGES = [
  '/user',
  '/profile',
  '/profile/2',
  '/board/1',
  // The board with a task's drawer open over it.
  '/board/1/slidepanel/1',
  '/taskDetails/1',
  '/deleted_tasks/1',
  '/storefile/1',
  '/incidencias',
  '/horarios/autorizar',
  '/calendario/autorizar',
  '/justificaciones',
  '/gestion_equipos',
  '/gestion_departamentos',
  '/gestion_subdepartamentos',
  '/timeline',
  '/informes',
  '/gestion_sistema',
  '/archivos_eliminados',
  '/etiquetas_solicitante',
  '/timecaps',
  '/automatizacion',
  '/mail',
  '/horarios',
  '/organizacion',
  '/calendario',
  '/admin',
  '/pendientes',
  '/quizz',
  '/times',
  '/tags',
  '/control_usuarios',
];

const MEMBER_PAGES = ['/user', '/profile', '/incidencias', '/times', '/mail', '/calendario', '/board/1', '/board/1/slidepanel/1'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until the screen has its heading and no loader is left, so axe sees the page people read. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('.loader[role="status"]')).toHaveCount(0, { timeout: 5_000 });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const { id, impact, nodes } of violations) {
    if (impact !== 'serious' && impact !== 'critical') console.log(`${page.url()}: ${impact} ${id} (${nodes.length})`);
  }
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.slice(0, 5).map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary}`),
    }));
}

async function checkPages(page: Page, paths: string[]) {
  const found: Record<string, unknown> = {};
  for (const path of paths) {
    await page.goto(path);
    const settled = await settle(page).then(
      () => true,
      () => false,
    );
    if (!settled) {
      found[path] = 'no level-one heading, or still loading';
      continue;
    }
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
}

test.describe('accessibility of every page (axe, WCAG 2 A and AA)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public pages, signed out', async ({ page }) => {
    await checkPages(page, PUBLIC_PAGES);
  });

  test('every screen, as an admin', async ({ page }) => {
    await logIn(page, ACCOUNTS.admin);
    await checkPages(page, ADMIN_PAGES);
  });

  test("a member's screens", async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await checkPages(page, MEMBER_PAGES);
  });
});
