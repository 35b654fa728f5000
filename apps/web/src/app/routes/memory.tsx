import { Images } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /memories/:id: a memory (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="memory" icon={<Images aria-hidden="true" />} />;
}
