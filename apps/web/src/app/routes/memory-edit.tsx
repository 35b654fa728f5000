import { Images } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /memories/:id/edit: the memory form (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="memoryEdit" icon={<Images aria-hidden="true" />} />;
}
