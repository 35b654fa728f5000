import { useTranslation } from 'react-i18next';
import { Quote } from 'lucide-react';
import { quoteOfTheDayIndex } from '@doita/shared';
import { Card } from '@/components/ui/card';

/** The daily love quote: five quotes rotating by the viewer's day number. */
export function QuoteCard({ timeZone, now }: { timeZone: string; now: Date }) {
  const { t } = useTranslation('home');
  const index = quoteOfTheDayIndex(now, timeZone);
  return (
    <Card className="flex flex-col">
      {/* The mark sits beside the title, in the flow: laid over the card's corner it ran
          into the quote's first line on a phone, where that line reaches the edge. */}
      <div className="flex items-start justify-between gap-4">
        <h2 className="pt-1 text-sm font-semibold tracking-wide text-primary uppercase">
          {t('quote.title')}
        </h2>
        <Quote className="-mt-1 size-12 shrink-0 text-primary opacity-15" aria-hidden="true" />
      </div>
      <figure className="my-auto pt-2">
        <blockquote
          className="font-display text-xl leading-relaxed text-pretty sm:text-2xl"
          data-quote-index={index}
        >
          “{t(`quotes.${index}.text`)}”
        </blockquote>
        <figcaption className="mt-4 text-sm font-medium text-muted">
          — {t(`quotes.${index}.author`)}
        </figcaption>
      </figure>
    </Card>
  );
}
