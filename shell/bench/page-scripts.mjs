/**
 * What a browser downloads to show a page: every script response Chromium
 * receives until the network is idle, measured gzipped (level 9) from the
 * decoded bodies, so the figure does not depend on how the server compresses.
 */
import { gzipSync } from 'node:zlib';

/** @returns {Promise<{ count: number, gzipBytes: number, wireBytes: number, files: string[] }>} */
export async function scriptsToShow(browser, url, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  let gzipBytes = 0;
  let wireBytes = 0;
  for (const response of responses) {
    const body = await response.body();
    gzipBytes += gzipSync(body, { level: 9 }).length;
    const sizes = await response.request().sizes();
    wireBytes += sizes.responseBodySize;
  }
  const files = responses.map((response) => new URL(response.url()).pathname);
  await context.close();
  return { count: responses.length, gzipBytes, wireBytes, files };
}
