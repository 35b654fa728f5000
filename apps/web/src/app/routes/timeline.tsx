import { History } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /timeline: the shared timeline (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="timeline" icon={<History aria-hidden="true" />} />;
}
