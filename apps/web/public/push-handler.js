/* Web Push for Đôi Ta's service worker (imported by the generated sw.js; a file, not an
 * inline script, so the strict CSP holds). A reminder that falls due arrives as
 * { kind: 'reminder_due', reminderId, title, datetime, url, language }: the notification
 * shows its title and time; a click focuses an open tab on /reminders, or opens one. A
 * partner's action arrives as { kind: 'notification', title, body, url, tag }. */
/* eslint-disable no-undef */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const english = data.language === 'en';
  if (data.kind === 'notification') {
    // the server words it in the reader's language ({ type, title, body, url, tag })
    event.waitUntil(
      self.registration.showNotification(data.title || 'Đôi Ta', {
        body: data.body || '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: typeof data.tag === 'string' ? data.tag : undefined,
        renotify: typeof data.tag === 'string',
        lang: english ? 'en' : 'vi',
        data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
      }),
    );
    return;
  }
  const when = data.datetime
    ? new Date(data.datetime).toLocaleString(english ? 'en-GB' : 'vi-VN', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
  const title = data.title || 'Đôi Ta';
  const body = english ? `Reminder · ${when}` : `Nhắc nhở · ${when}`;
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.reminderId ? `reminder-${data.reminderId}` : undefined,
      lang: english ? 'en' : 'vi',
      data: {
        url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/reminders',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/reminders', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.location.origin) && 'focus' in client) {
          return client.navigate(target).then((c) => (c || client).focus());
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
