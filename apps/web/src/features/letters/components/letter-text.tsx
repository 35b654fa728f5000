import { useTranslation } from 'react-i18next';
import type { Letter } from '@doita/shared';
import { Photo } from '@/components/ui/photo';

/** A letter's words (plain text, its line breaks kept) and its photos. */
export function LetterText({ letter }: { letter: Letter }) {
  const { t } = useTranslation('letters');
  if (!letter.content) return null;
  const { text, images } = letter.content;
  return (
    <div className="flex flex-col gap-5">
      <p className="whitespace-pre-wrap break-words font-display text-lg leading-relaxed text-fg">
        {text}
      </p>
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-xl">
              <Photo
                image={image}
                alt={t('photoAlt', { n: index + 1, name: letter.from.displayName })}
                sizes="(min-width: 640px) 220px, 45vw"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="text-end text-sm text-muted">— {letter.from.displayName}</p>
    </div>
  );
}
