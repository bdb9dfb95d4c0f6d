import type { Page, Request } from '@playwright/test';
import { apiSessionFor, createOwnTask } from './api-helpers';
import { expect, logIn, test } from './fixtures';

/** A person no other test signs in as: the test starts and stops their clock. */
const PERSON = 'miguel.ortiz@empresa.es';
/** Over HTTP/1.1 a browser opens at most six connections to a server: one tab more than that. */
const TABS = 7;

const isStream = (request: Request) => new URL(request.url()).pathname === '/.well-known/mercure';

test('seven tabs of one person share one live-update stream: each loads and shows a change made elsewhere, also once the tab that held the stream is closed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Revisión en pestañas ${Date.now()}`;
  const { taskId } = await createOwnTask(PERSON, 'Aplicaciones', name);
  const { api } = await apiSessionFor(PERSON);
  const toggleClock = async () => expect((await api.put(`/api/task/${taskId}/timeWorking2`, { data: { tzOffset: 0 } })).status()).toBe(200);

  const context = await browser.newContext();
  const ended = new Set<Request>();
  const streams: Request[] = [];
  context.on('request', (request) => isStream(request) && streams.push(request));
  context.on('requestfinished', (request) => ended.add(request));
  context.on('requestfailed', (request) => ended.add(request));
  const openStreams = () => streams.filter((request) => !ended.has(request));

  const tabs: Page[] = [await context.newPage()];
  await logIn(tabs[0] as Page, PERSON);
  for (let opened = 1; opened < TABS; opened += 1) {
    const tab = await context.newPage();
    await tab.goto('/user');
    await expect(tab.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
    tabs.push(tab);
  }
  await expect.poll(() => openStreams().length).toBe(1);

  await toggleClock();
  for (const tab of tabs) await expect(tab.getByRole('list', { name: 'Relojes en marcha' }).getByRole('link', { name })).toBeVisible();

  const leader = openStreams()[0]?.frame().page();
  expect(leader).toBeDefined();
  await leader?.close();
  const others = tabs.filter((tab) => tab !== leader);
  // Another tab takes the stream over, after the last update it was passed.
  const takenOver = () => openStreams().filter((request) => request.frame().page() !== leader);
  await expect.poll(() => takenOver().length).toBe(1);
  expect(takenOver()[0]?.url()).toContain('lastEventID=');

  await toggleClock();
  for (const tab of others) await expect(tab.getByText('No tiene ningún reloj en marcha.')).toBeVisible();
  await (others[0] as Page).screenshot({ path: test.info().outputPath('tab-after-the-leader-closed.png') });
  await context.close();
  await api.dispose();
});
