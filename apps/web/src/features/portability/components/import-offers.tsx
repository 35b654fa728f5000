import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_OFFER_KINDS, portabilityContract } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notifyFailure } from '@/lib/error-toast';
import { toast } from '@/lib/toast-store';
import { answerImportOffer, useImportOffers } from '../api/portability-api';
import type { ImportOfferView } from '../api/portability-api';
import { queryKeyOf } from '@/lib/query-key';

type Answer = 'accept' | 'decline';

function OfferCard({ offer }: { offer: ImportOfferView }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Answer | null>(null);
  const headingId = `import-offer-${offer.id}`;
  const { counts, titles } = offer.summary;
  const named = [...titles.memories, ...titles.reminders, ...titles.posts];

  const answer = async (choice: Answer) => {
    setBusy(choice);
    try {
      await answerImportOffer(offer.id, choice);
      toast.success(t(choice === 'accept' ? 'data.offers.accepted' : 'data.offers.declined'));
      // what was taken shows in every list; the offer is gone either way
      await queryClient.invalidateQueries(
        choice === 'accept'
          ? undefined
          : { queryKey: queryKeyOf(portabilityContract.listImportOffers) },
      );
    } catch (error) {
      notifyFailure(t('data.offers.failed'), error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border p-3"
    >
      <p id={headingId} className="font-medium break-words">
        {t('data.offers.from', { name: offer.from.displayName })}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {IMPORT_OFFER_KINDS.filter((kind) => counts[kind] > 0).map((kind) => (
          <li key={kind}>{t(`data.offers.kinds.${kind}`, { count: counts[kind] })}</li>
        ))}
      </ul>
      {named.length > 0 && (
        <ul className="flex list-disc flex-col gap-0.5 ps-5 text-sm break-words">
          {named.map((title, index) => (
            <li key={`${index}-${title}`}>{title}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void answer('accept')}
          loading={busy === 'accept'}
          disabled={busy !== null}
        >
          {t('data.offers.accept')}
        </Button>
        <Button
          variant="outline"
          onClick={() => void answer('decline')}
          loading={busy === 'decline'}
          disabled={busy !== null}
        >
          {t('data.offers.decline')}
        </Button>
      </div>
    </li>
  );
}

/**
 * What my partner imported that says I wrote it: nothing of it is mine until I take it
 * here (it becomes mine, posts as private drafts) or leave it (it is discarded). Shown
 * only while something waits; the partner's notification links here (#import-offers).
 */
export function ImportOffers() {
  const { t } = useTranslation('profile');
  const offers = useImportOffers().data?.offers ?? [];
  if (offers.length === 0) return null;
  return (
    <Card>
      <section
        id="import-offers"
        aria-labelledby="import-offers-title"
        className="flex flex-col gap-3"
      >
        <h3
          id="import-offers-title"
          className="flex items-center gap-2 font-display text-xl font-semibold"
        >
          <Inbox className="size-5" aria-hidden="true" />
          {t('data.offers.title')}
        </h3>
        <p className="text-sm text-muted">{t('data.offers.intro')}</p>
        <ul className="flex flex-col gap-3">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
