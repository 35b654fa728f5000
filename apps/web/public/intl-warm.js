/* global self */
// A dedicated worker started by theme-init.js, before the app's code has loaded. The browser's
// first Intl object of a page sets up its ICU data (locales, number and date patterns, time
// zones) once for the whole renderer process: 30 to 60 ms on a desktop core, several times
// that on a phone, and it used to land in one of the first screen's tasks on the main thread,
// where nothing can be painted or tapped meanwhile. Here it runs on another thread, while the
// page waits on the network; the app's own first formatter then takes under a millisecond.
// The values are the app's defaults (Vietnamese, its default zone); any other locale or zone
// reuses what this sets up.
(function () {
  try {
    new Intl.DateTimeFormat('vi', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'long' }).format(0);
    new Intl.NumberFormat('vi').format(1);
    new Intl.PluralRules('vi').select(1);
  } catch {
    // an engine without these: the app formats without them or pays the cost itself
  }
  self.close();
})();
