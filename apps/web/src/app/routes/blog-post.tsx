import { BookOpen } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /blog/:id: a post (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="blogPost" icon={<BookOpen aria-hidden="true" />} />;
}
