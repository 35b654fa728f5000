import type { LocaleBundle } from '../types';
import auth from './auth.json';
import blog from './blog.json';
import common from './common.json';
import couple from './couple.json';
import errors from './errors.json';
import gallery from './gallery.json';
import home from './home.json';
import memories from './memories.json';
import nav from './nav.json';
import notifications from './notifications.json';
import preferences from './preferences.json';
import profile from './profile.json';
import pwa from './pwa.json';
import reminders from './reminders.json';
import timeline from './timeline.json';
import trash from './trash.json';
import validation from './validation.json';

/** Every namespace of this language, loaded as one chunk. */
const bundle: LocaleBundle = {
  auth,
  blog,
  common,
  couple,
  errors,
  gallery,
  home,
  memories,
  nav,
  notifications,
  preferences,
  profile,
  pwa,
  reminders,
  timeline,
  trash,
  validation,
};
export default bundle;
