import type { Page } from '@playwright/test';

export type RemotesFile = { allowedOrigins: string[]; remotes: Record<string, unknown>[] };

/** Serves this page an edited remotes file, as ops would edit it for an environment. */
export async function withRemotesFile(page: Page, edit: (file: RemotesFile) => void) {
  await page.route('**/config/remotes.json', async (route) => {
    const response = await route.fetch();
    const file = (await response.json()) as RemotesFile;
    edit(file);
    await route.fulfill({ response, json: file });
  });
}
