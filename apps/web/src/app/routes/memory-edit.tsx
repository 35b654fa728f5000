import { useParams } from 'react-router';
import { BackToMemories } from '@/features/memories/components/memory-detail';
import { MemoryEditor } from '@/features/memories/components/memory-editor';

/** /memories/:id/edit: the memory form as a page. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-10">
      <BackToMemories />
      <MemoryEditor key={id} id={id} />
    </div>
  );
}
