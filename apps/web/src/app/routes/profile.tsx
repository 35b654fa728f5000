import { UserRound } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /profile: personal info, account, relationship (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="profile" icon={<UserRound aria-hidden="true" />} />;
}
