import { Images } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /memories: the memories list (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="memories" icon={<Images aria-hidden="true" />} />;
}
