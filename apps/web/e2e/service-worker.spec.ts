import { expect, test } from './support/test';

/**
 * The built app registers its service worker (offline reading, Web Push), whatever
 * NODE_ENV the build ran with: `npm start` builds with the server's environment, and a
 * development build never registered it. Run after `NODE_ENV=development npm run build`
 * to check exactly that.
 */
test('the built app registers its service worker, for the whole origin', async ({ page }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(new URL('/', page.url()).href);
});
