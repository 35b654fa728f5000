/* global window, document */
// Runs before first paint (loaded from index.html as a file: the CSP forbids inline scripts).
// Mirrors src/lib/theme.ts and src/lib/i18n.ts: only these values are accepted.
(function () {
  // The browser's date and number formatting sets itself up once per page process, in
  // whichever thread asks first: a worker asks now, off the main thread (intl-warm.js).
  try {
    if (typeof window.Worker === 'function') new window.Worker('/intl-warm.js');
  } catch {
    // no worker here (a policy or an old engine): the first formatter pays it instead
  }
  var root = document.documentElement;
  var themes = ['light', 'dark', 'romantic', 'spring'];
  var theme = null;
  var locale = null;
  try {
    theme = window.localStorage.getItem('theme');
    locale = window.localStorage.getItem('locale');
  } catch {
    // storage unavailable (privacy mode): fall back to defaults
  }
  if (themes.indexOf(theme) < 0) {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  root.setAttribute('data-theme', theme);
  locale = locale === 'en' ? 'en' : 'vi';
  root.setAttribute('lang', locale);

  // That language's texts start loading now, beside the app's code, not once it has run
  // (the first render needs them). The build names each language's chunk in this meta
  // (build/locale-preload.ts); none in development.
  var meta = document.querySelector('meta[name="doita-locale-chunks"]');
  var pairs = ((meta && meta.getAttribute('content')) || '').split(' ');
  for (var i = 0; i < pairs.length; i++) {
    var pair = pairs[i].split('=');
    if (pair[0] !== locale || !/^\/[\w./-]+\.js$/.test(pair[1] || '')) continue;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    // as the build's own module links: the preloaded module is the one import() asks for
    link.crossOrigin = '';
    // after the page's own code and styles, which the first paint and the app need first
    link.setAttribute('fetchpriority', 'low');
    link.href = pair[1];
    document.head.appendChild(link);
  }
})();
