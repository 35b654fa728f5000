/**
 * The five pages the web app's speed budget names (the guest landing, sign-in, the
 * dashboard, the memories list, a public post), on an app seeded by
 * `scripts/seeds/dashboard.mjs`: what `npm run lighthouse` and `npm run blocking-time` load.
 */
export function firstScreens(app) {
  return [
    { name: 'Guest landing', path: '/', signedIn: false },
    { name: 'Sign-in', path: '/login', signedIn: false },
    { name: 'Dashboard (signed in)', path: '/', signedIn: true },
    { name: 'Memories list (signed in)', path: '/memories', signedIn: true },
    {
      name: 'Public post (guest)',
      path: `/blog/${app.seeded.publicPost}`,
      signedIn: false,
      public: true,
    },
  ];
}

/** The pages whose name holds `only` (any case; all for none). */
export const choose = (pages, only) =>
  only ? pages.filter((page) => page.name.toLowerCase().includes(only.toLowerCase())) : pages;

/**
 * Writes a page's local storage on the app's origin before it is measured: the session for
 * a signed-in page (the app keeps it there), nothing else but the install prompt dismissed.
 * `tab` is a Puppeteer or a Playwright page (both `goto` and `evaluate` alike).
 */
export async function prepareStorage(tab, app, page) {
  const storage = page.signedIn ? await app.sessionStorageOf(app.a) : {};
  await tab.goto(`${app.baseUrl}/favicon.svg`);
  await tab.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    localStorage.setItem('install_prompt_dismissed', 'true');
  }, storage);
}
