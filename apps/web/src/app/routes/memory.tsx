import { useParams } from 'react-router';
import { BackToMemories, MemoryDetail } from '@/features/memories/components/memory-detail';

/** /memories/:id: one memory. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 sm:py-10">
      <BackToMemories />
      <MemoryDetail key={id} id={id} />
    </div>
  );
}
