/**
 * Time from the click on 'Entrar' to every card of the home showing its data
 * (no card still loading), measured inside the page like the menu timings.
 * A card that fails makes the measurement fail: a failure is not "ready".
 * The credentials are typed at a fast typist's pace (one key every 40 ms, about
 * a second for both fields), as a person signs in: what the portal fetches
 * while they type is not counted, as it is not waited for by a person.
 */
const TYPING_DELAY_MS = 40;
// A card is found by its class `home-widget` and named by its `data-widget`, the names the end-to-end tests use too.

/** Resolves once the home shows every card with its data (none still loading). */
export function homeCardsShown(page) {
  return page.waitForFunction(() => {
    const cards = [...document.querySelectorAll('article.home-widget')];
    return cards.length > 0 && cards.every((card) => !card.querySelector('.loader'));
  });
}

export async function loginToHomeCards(browser, shellUrl, email, password = 'Portal2026!') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Correo electrónico').pressSequentially(email, { delay: TYPING_DELAY_MS });
  await page.getByLabel('Contraseña').pressSequentially(password, { delay: TYPING_DELAY_MS });
  const elapsed = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Entrar');
        if (!button) return reject(new Error('no Entrar button'));
        const start = performance.now();
        const deadline = start + 20_000;
        const poll = () => {
          const cards = [...document.querySelectorAll('article.home-widget')];
          const failed = cards.find((card) => card.querySelector('.error-state'));
          if (failed) return reject(new Error(`card ${failed.getAttribute('data-widget')} failed: ${failed.textContent}`));
          if (cards.length > 0 && cards.every((card) => !card.querySelector('.loader'))) return resolve(performance.now() - start);
          if (performance.now() > deadline) return reject(new Error('the home cards were not ready within 20 s'));
          requestAnimationFrame(poll);
        };
        button.click();
        requestAnimationFrame(poll);
      }),
  );
  await context.close();
  return elapsed;
}
