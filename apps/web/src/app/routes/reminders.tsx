import { CalendarHeart } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /reminders: reminders and their filters (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="reminders" icon={<CalendarHeart aria-hidden="true" />} />;
}
