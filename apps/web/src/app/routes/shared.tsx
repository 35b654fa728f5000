import { useParams } from 'react-router';
import { SharedPage } from '@/features/albums/components/shared-page';

/** /s/:token: a share link's page, for anyone holding it (outside the app's shell). */
export function Component() {
  const { token = '' } = useParams();
  return <SharedPage key={token} token={token} />;
}
