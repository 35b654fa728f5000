import { BookOpen } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /blog: the blog list; guests see the sign-in prompt (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="blog" icon={<BookOpen aria-hidden="true" />} guestPrompt />;
}
