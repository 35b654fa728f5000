import { type Browser, type Frame, type Page, expect, request, test } from '@playwright/test';
import { uniqueEmail } from './mail';

export const PASSWORD = 'MatKhau123';

/** Registers through the form (Vietnamese labels, the default locale). */
export async function registerThroughForm(
  page: Page,
  user: { email: string; firstName: string; lastName: string; password?: string },
) {
  await page.goto('/register');
  await page.getByLabel('Tên', { exact: true }).fill(user.firstName);
  await page.getByLabel('Họ', { exact: true }).fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password ?? PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill(user.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  // hashing the password, then the first signed-in screen's code and data: on a loaded
  // two-core machine this has taken past the usual 7 s
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  // The address changes when the router starts the move, and the home screen is drawn in a
  // transition after it: until then the guest's header is on screen, and a menu opened in it
  // closes when the signed-in header takes its place. The greeting names the new person.
  await expect(
    page.getByRole('heading', { level: 1, name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible({ timeout: 20_000 });
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
}

/** Opens the user menu (desktop header) or the mobile menu, then signs out. */
export async function signOut(page: Page, displayName: string) {
  const userMenu = page.getByRole('button', { name: `Tài khoản của ${displayName}` });
  const mobileMenu = page.getByRole('button', { name: 'Mở menu' });
  // the header's controls may come a moment after the page's content while it starts
  await expect(userMenu.or(mobileMenu)).toBeVisible();
  if (await userMenu.isVisible()) {
    // a screen still settling may redraw the header and close a menu opened too early
    const item = page.getByRole('menuitem', { name: 'Đăng xuất' });
    await expect(async () => {
      if (!(await item.isVisible())) await userMenu.click();
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await item.click();
  } else {
    await mobileMenu.click();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
  }
}

/**
 * A new person in a browser context of their own (so two partners can act side by side),
 * registered through the API and signed in as the app signs someone in (its session in
 * local storage), on the dashboard. Registering through the form is tested on its own
 * (auth.spec.ts); doing it here for every partner cost a page load each, some forty per run.
 * `token` is their access token, for API shortcuts.
 */
export async function newUser(browser: Browser, firstName: string, lastName: string) {
  const baseURL =
    test.info().project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3300}`;
  const label =
    firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') || 'user';
  const email = uniqueEmail(label);
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName, lastName, language: 'vi', rememberMe: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()) as {
    user: { id: string };
    token: string;
    refreshToken: string;
  };
  await api.dispose();
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'user', value: JSON.stringify(session.user) },
            { name: 'auth_token', value: session.token },
            { name: 'refresh_token', value: session.refreshToken },
            { name: 'remember_user', value: 'true' },
            { name: 'returning_visitor', value: 'true' },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  return { context, page, email, token: session.token, name: `${firstName} ${lastName}` };
}

export type E2EUser = Awaited<ReturnType<typeof newUser>>;

/** An API call as `user` (a shortcut past the interface); fails the test on any non-2xx. */
export async function call<T = Record<string, unknown>>(
  user: E2EUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: object,
): Promise<T> {
  const res = await user.page.request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Opens a screen and waits until its event stream answers. Only the new document's stream
 * counts: the page being left may still have one starting (a slow first load), and taking
 * its answer for this one let a test write before the new screen listened.
 */
export async function openLive(page: Page, path: string) {
  let left = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) left = true;
  };
  page.on('framenavigated', onNavigated);
  try {
    const streaming = page.waitForResponse(
      (res) => left && res.url().includes('/api/events?ticket='),
    );
    await page.goto(path);
    await streaming;
    await expect(page.locator('main')).toBeVisible();
  } finally {
    page.off('framenavigated', onNavigated);
  }
}

/** `a` invites `b` by e-mail and `b` accepts: a connected couple, through the API. */
export async function connectCouple(a: E2EUser, b: E2EUser): Promise<{ id: string }> {
  const { couple } = await call<{ couple: { id: string } }>(a, 'POST', '/api/couple/connect', {
    partnerEmail: b.email,
  });
  await call(b, 'POST', '/api/couple/respond', { coupleId: couple.id, action: 'accept' });
  return couple;
}

/**
 * An API call with the page's own session (the token the app keeps in local storage, so
 * it follows a sign-in on that page); the status and the JSON body, whatever the status.
 */
export async function pageApi<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, u, b]) => {
      const response = await fetch(u, {
        method: m,
        headers: {
          authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}`,
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    [method, url, body] as const,
  );
}

/**
 * A real image drawn by the browser's canvas (works offline): a plain background and, when
 * asked, a disc on it. PNG or JPEG bytes.
 */
export async function drawnImage(
  page: Page,
  options: {
    type?: 'image/png' | 'image/jpeg';
    width: number;
    height: number;
    fill: string;
    disc?: { x: number; y: number; r: number; fill: string };
  },
): Promise<Buffer> {
  const dataUrl = await page.evaluate(({ type = 'image/jpeg', width, height, fill, disc }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, width, height);
    if (disc) {
      context.fillStyle = disc.fill;
      context.beginPath();
      context.arc(disc.x, disc.y, disc.r, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL(type, 0.9);
  }, options);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
