import { Feather } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /blog/new and /blog/:id/edit: the post editor (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="blogEditor" icon={<Feather aria-hidden="true" />} />;
}
