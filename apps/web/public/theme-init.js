/* global window, document */
// Runs before first paint (loaded from index.html as a file: the CSP forbids inline scripts).
// Mirrors src/lib/theme.ts and src/lib/i18n.ts: only these values are accepted.
(function () {
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
  root.setAttribute('lang', locale === 'en' ? 'en' : 'vi');
})();
