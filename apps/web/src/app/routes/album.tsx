import { useParams } from 'react-router';
import { AlbumDetail } from '@/features/albums/components/album-detail';

/** /albums/:id: one album's memories, and its management. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
      <AlbumDetail key={id} id={id} />
    </div>
  );
}
