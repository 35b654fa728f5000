import { queryOptions, useQuery } from '@tanstack/react-query';
import { portabilityContract } from '@doita/shared';
import type { ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

export type ExportJobReply = ReplyOf<typeof portabilityContract.getExport>;
export type ImportJobReply = ReplyOf<typeof portabilityContract.getImport>;
export type ExportJobView = ExportJobReply['export'];
export type ImportJobView = ImportJobReply['import'];

/** How often a running job is asked about. */
export const JOB_POLL_MS = 1500;

const unfinished = (status: string | undefined) => status === 'pending' || status === 'running';

/** POST /exports: starts building the ZIP. */
export function startExport() {
  return call(portabilityContract.startExport, {});
}

export const exportJobQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(portabilityContract.getExport, { params: { id } }),
    queryFn: ({ signal }) => call(portabilityContract.getExport, { params: { id } }, { signal }),
    refetchInterval: (query) => (unfinished(query.state.data?.export.status) ? JOB_POLL_MS : false),
    meta: { errorToast: false },
    retry: false,
  });

export function useExportJob(id: string | null) {
  return useQuery({ ...exportJobQuery(id ?? ''), enabled: id !== null });
}

/**
 * POST /exports/:id/download-link: a link that downloads my export once, within 15 minutes,
 * while this session stays signed in (the server answers 404 to anyone else).
 */
export function createDownloadLink(id: string) {
  return call(portabilityContract.createExportDownloadLink, { params: { id } });
}

/**
 * Hands the link to the browser, which downloads it by itself and streams it to disk: a ZIP
 * of every photo weighs GBs, more than a phone's browser can hold in memory. The server
 * answers it as an attachment, so the page stays where it is; `download` keeps the server's
 * file name, and no referrer goes with it.
 */
export function startNativeDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/** POST /imports: sends the ZIP (multipart `file`), with upload progress. */
export function startImport(file: File, onProgress?: (fraction: number) => void) {
  return call(
    portabilityContract.startImport,
    { file },
    // a large archive on a slow line takes its time
    { onProgress, stallTimeoutMs: 60_000 },
  );
}

export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(portabilityContract.getImport, { params: { id } }),
    queryFn: ({ signal }) => call(portabilityContract.getImport, { params: { id } }, { signal }),
    refetchInterval: (query) => (unfinished(query.state.data?.import.status) ? JOB_POLL_MS : false),
    meta: { errorToast: false },
    retry: false,
  });

export function useImportJob(id: string | null) {
  return useQuery({ ...importJobQuery(id ?? ''), enabled: id !== null });
}

export type ImportOfferView = ReplyOf<
  typeof portabilityContract.listImportOffers
>['offers'][number];

/** GET /imports/offers: what my partner imported that says I wrote it. */
export function useImportOffers() {
  return useQuery({
    queryKey: queryKeyOf(portabilityContract.listImportOffers),
    queryFn: ({ signal }) => call(portabilityContract.listImportOffers, {}, { signal }),
    meta: { errorToast: false },
  });
}

/** Takes (`accept`) or leaves (`decline`) what an import held for me. */
export function answerImportOffer(id: string, answer: 'accept' | 'decline') {
  return answer === 'accept'
    ? call(portabilityContract.acceptImportOffer, { params: { id } })
    : call(portabilityContract.declineImportOffer, { params: { id } });
}
