import { useTranslation } from 'react-i18next';
import type { Memory, MemoryImage } from '@doita/shared';
import { MemoryCard } from '@/features/memories/components/memory-card';
import { PhotoTile } from '@/features/memories/components/photo-tile';
import type { Photo } from '@/features/memories/hooks/photo-uploads';
import { GallerySection } from './gallery-section';

const SAMPLE_URL = '/images/sample-sunset.svg';
const sampleImage: MemoryImage = {
  id: 'sample',
  url: SAMPLE_URL,
  renditions: [{ width: 960, url: SAMPLE_URL }],
  placeholder: null,
  width: 960,
  height: 600,
  originalUrl: SAMPLE_URL,
};

function sampleMemory(overrides: Partial<Memory>): Memory {
  return {
    id: 'sample',
    title: '',
    description: '',
    content: null,
    date: '2025-11-22',
    tags: [],
    location: null,
    mood: null,
    isPrivate: false,
    isFavorite: false,
    images: [],
    createdAt: '2025-11-22T12:00:00.000Z',
    updatedAt: '2025-11-22T12:00:00.000Z',
    createdBy: 'partner',
    ownerId: 'partner',
    reactions: [],
    commentCount: 0,
    author: { id: 'partner', displayName: 'Minh', avatarUrl: null },
    ...overrides,
  };
}

const photo = (
  key: string,
  status: Photo['status'],
  progress: number,
  stage: Photo['stage'] = status === 'uploading' ? 'sending' : null,
): Photo => ({
  key,
  name: `${key}.jpg`,
  status,
  progress,
  stage,
  previewUrl: SAMPLE_URL,
  image: null,
  uploadId: null,
  errorCode: status === 'error' ? 'FILE_TOO_LARGE' : null,
  file: null,
});
const PHOTOS = [
  photo('selected', 'selected', 0),
  photo('shrinking', 'uploading', 0, 'shrinking'),
  photo('uploading', 'uploading', 0.45),
  photo('uploaded', 'uploaded', 1),
  photo('failed', 'error', 0),
];
const noop = () => undefined;

/** The memory card in its variants and the form's photo states. */
export function MemoriesSection() {
  const { t } = useTranslation('gallery');
  const withPhoto = sampleMemory({
    title: t('memories.sampleTitle'),
    description: t('memories.sampleDescription'),
    location: t('memories.sampleLocation'),
    mood: 'romantic',
    tags: ['travel', 'date', 'anniversary', 'surprise'],
    images: [sampleImage, sampleImage],
    isFavorite: true,
  });
  const plain = sampleMemory({
    title: t('memories.samplePlainTitle'),
    description: t('memories.samplePlainDescription'),
    mood: 'grateful',
    tags: ['home', 'food'],
    isPrivate: true,
    createdBy: 'me',
    ownerId: 'me',
  });
  return (
    <GallerySection id="gallery-memories" title={t('sections.memories')}>
      <p className="mb-4 text-sm text-muted">{t('memories.cards')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <MemoryCard memory={withPhoto} viewerId="me" />
        </li>
        <li>
          <MemoryCard memory={plain} viewerId="me" />
        </li>
      </ul>
      <p className="mt-6 mb-4 text-sm text-muted">{t('memories.photos')}</p>
      <ul className="grid max-w-2xl grid-cols-2 gap-2 sm:grid-cols-4">
        {PHOTOS.map((p, index) => (
          <PhotoTile
            key={p.key}
            photo={p}
            index={index}
            count={PHOTOS.length}
            onRetry={noop}
            onRemove={noop}
            onMove={noop}
          />
        ))}
      </ul>
    </GallerySection>
  );
}
