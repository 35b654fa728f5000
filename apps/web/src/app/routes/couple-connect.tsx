import { HeartHandshake } from 'lucide-react';
import { ComingSoonPage } from '../layout/coming-soon-page';

/** /couple/connect: invitations and join codes (coming in a later issue). */
export function Component() {
  return <ComingSoonPage area="couple" icon={<HeartHandshake aria-hidden="true" />} />;
}
