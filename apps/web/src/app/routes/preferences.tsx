import { Settings } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /preferences: notifications, privacy, theme, language (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="preferences" icon={<Settings aria-hidden="true" />} />;
}
