import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath, portabilityContract } from '@doita/shared';
import type { ReplyOf } from '@doita/shared';
import { apiRequest } from '@/lib/api-client';
import { call } from '@/lib/api-contract';
import { uploadFile } from '@/lib/upload-request';

export type ExportJobReply = ReplyOf<typeof portabilityContract.getExport>;
export type ImportJobReply = ReplyOf<typeof portabilityContract.getImport>;
export type ExportJobView = ExportJobReply['export'];
export type ImportJobView = ImportJobReply['import'];

/** How often a running job is asked about. */
export const JOB_POLL_MS = 1500;

export const portabilityKeys = {
  export: (id: string) => ['portability', 'export', id] as const,
  import: (id: string) => ['portability', 'import', id] as const,
};

const unfinished = (status: string | undefined) => status === 'pending' || status === 'running';

/** POST /exports: starts building the ZIP. */
export function startExport() {
  return call(portabilityContract.startExport, {});
}

export const exportJobQuery = (id: string) =>
  queryOptions({
    queryKey: portabilityKeys.export(id),
    queryFn: ({ signal }) => call(portabilityContract.getExport, { params: { id } }, { signal }),
    refetchInterval: (query) => (unfinished(query.state.data?.export.status) ? JOB_POLL_MS : false),
    meta: { errorToast: false },
    retry: false,
  });

export function useExportJob(id: string | null) {
  return useQuery({ ...exportJobQuery(id ?? ''), enabled: id !== null });
}

/**
 * GET /exports/:id/download: the ZIP, with my access token (the server hands it to no one
 * else, and to no link). A file of many photos takes its time: only the answer's start is
 * timed, its bytes are not.
 */
export function downloadExport(id: string): Promise<Blob> {
  return apiRequest<Blob>(endpointPath(portabilityContract.downloadExport, { id }), {
    responseType: 'blob',
    timeoutMs: 60_000,
  });
}

/** Hands a downloaded file to the browser to save, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the bytes are not needed in memory beyond it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** POST /imports: sends the ZIP (multipart `file`), with upload progress. */
export function startImport(file: File, onProgress?: (fraction: number) => void) {
  return uploadFile<ReplyOf<typeof portabilityContract.startImport>>('/imports', file, {
    onProgress,
    // a large archive on a slow line takes its time
    stallTimeoutMs: 60_000,
  });
}

export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: portabilityKeys.import(id),
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

export const importOffersKey = ['portability', 'offers'] as const;

/** GET /imports/offers: what my partner imported that says I wrote it. */
export function useImportOffers() {
  return useQuery({
    queryKey: importOffersKey,
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
