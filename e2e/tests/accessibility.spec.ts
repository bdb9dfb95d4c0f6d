import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { declaredPages } from './declared-pages';
import { ACCOUNTS, expect, logIn, test } from './fixtures';

/**
 * Every page of the spec's route table, opened as someone who may see it,
 * checked with axe against WCAG 2.x A and AA. Serious and critical
 * violations fail; moderate and minor ones are printed for the record.
 */

const PUBLIC_PAGES = ['/login', '/passwordreset', '/passwordchange', '/passwordchange?token=x', '/emailchange?token=x', '/authorize', '/rechazar', '/test'];

/**
 * The admin opens every screen of the `/user` layout: every page the remotes declare (read from the served remotes
 * file, so a new screen is swept with no list to edit), and the views no route declares. Demo ids: team 1's board,
 * task 1, user 2.
 */
const MORE_VIEWS = [
  '/user',
  // The board with a task's drawer open over it.
  '/board/1/slidepanel/1',
];
const SAMPLES = { idUser: '2', teamName: 'Soporte' };

const MEMBER_PAGES = ['/user', '/profile', '/incidencias', '/times', '/mail', '/calendario', '/board/1', '/board/1/slidepanel/1'];

/** Waits until the screen has its heading and no loader is left, so axe sees the page people read. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('.loader[role="status"]')).toHaveCount(0, { timeout: 5_000 });
}

async function seriousViolations(page: Page) {
  const violations = await axeViolations(page);
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
    const declared = (await declaredPages(page.request, SAMPLES)).map(({ path }) => path);
    expect(declared.length).toBeGreaterThan(20);
    // The sweep grows with every screen a remote adds: on a busy 2-core machine a page takes up to about 13 s.
    test.setTimeout(60_000 + (MORE_VIEWS.length + declared.length) * 15_000);
    await logIn(page, ACCOUNTS.admin);
    await checkPages(page, [...MORE_VIEWS, ...declared]);
  });

  test("a member's screens", async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await checkPages(page, MEMBER_PAGES);
  });
});
