import { BookOpen, CalendarHeart, HeartHandshake, History, House, Images } from 'lucide-react';

/** The header's navigation: home, together, blog, memories, reminders, timeline. */
export const NAV_ITEMS = [
  { to: '/', key: 'home', icon: House, end: true, guest: false },
  { to: '/together', key: 'together', icon: HeartHandshake, end: false, guest: false },
  { to: '/blog', key: 'blog', icon: BookOpen, end: false, guest: true },
  { to: '/memories', key: 'memories', icon: Images, end: false, guest: false },
  { to: '/reminders', key: 'reminders', icon: CalendarHeart, end: false, guest: false },
  { to: '/timeline', key: 'timeline', icon: History, end: false, guest: false },
] as const;
