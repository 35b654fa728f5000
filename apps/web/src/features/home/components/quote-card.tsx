import { useTranslation } from 'react-i18next';
import { Quote } from 'lucide-react';
import { quoteOfTheDayIndex } from '@doita/shared';
import { Card } from '@/components/ui/card';

/** The daily love quote: five quotes rotating by the viewer's day number. */
export function QuoteCard({ timeZone, now }: { timeZone: string; now: Date }) {
  const { t } = useTranslation('home');
  const index = quoteOfTheDayIndex(now, timeZone);
  return (
    <Card className="relative flex flex-col overflow-hidden">
      <Quote
        className="absolute top-4 right-5 size-16 text-primary opacity-15"
        aria-hidden="true"
      />
      <h2 className="text-sm font-semibold tracking-wide text-primary uppercase">
        {t('quote.title')}
      </h2>
      <figure className="my-auto pt-4">
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
