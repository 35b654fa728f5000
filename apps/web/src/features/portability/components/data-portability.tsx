import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileArchive, Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_KINDS, portabilityContract } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import type { StorageKey } from '@/lib/storage';
import {
  createDownloadLink,
  startExport,
  startNativeDownload,
  startImport,
  useExportJob,
  useImportJob,
} from '../api/portability-api';
import type { ExportJobView, ImportJobView } from '../api/portability-api';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

/** A job id kept in localStorage, so a reload finds the job again. */
function useRememberedJob(key: StorageKey) {
  const [id, setId] = useState<string | null>(() => storage.get(key));
  const remember = (next: string | null) => {
    if (next) storage.set(key, next);
    else storage.remove(key);
    setId(next);
  };
  return [id, remember] as const;
}

const running = (status: string | undefined) => status === 'pending' || status === 'running';

/** A job this account cannot see (another person's, or gone) is forgotten. */
function useForgetGoneJob(error: unknown, forget: (id: null) => void) {
  useEffect(() => {
    if (error && isApiError(error) && error.status === 404) forget(null);
  }, [error, forget]);
}

/** A job's (or an upload's) progress: a bar, and what it is at in words. */
function JobProgress({ value, label, text }: { value: number; label: string; text: string }) {
  return (
    <div className="flex flex-col gap-1.5" aria-live="polite">
      <ProgressBar value={value} label={label} />
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

/**
 * The ready file's download: a single-use link asked for, then opened by the browser itself,
 * which streams the ZIP to disk (GBs of photos would not fit in a phone browser's memory).
 * A file gone for me (I was disconnected since, a newer export replaced it) says so;
 * anything else is a failure to retry.
 */
function ExportDownload({ job }: { job: ExportJobView }) {
  const { t } = useTranslation('profile');
  const [state, setState] = useState<'idle' | 'loading' | 'gone'>('idle');
  const download = async () => {
    setState('loading');
    try {
      const link = await createDownloadLink(job.id);
      startNativeDownload(link.url);
      setState('idle');
    } catch (error) {
      const gone = isApiError(error) && error.status === 404;
      setState(gone ? 'gone' : 'idle');
      if (!gone) notifyFailure(t('data.export.downloadFailed'), error);
    }
  };
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="text-sm font-medium">{t('data.export.ready')}</p>
      <Button
        className="self-start"
        onClick={() => void download()}
        loading={state === 'loading'}
        data-testid="export-download"
      >
        <FileArchive className="size-4" aria-hidden="true" />
        {t('data.export.download')}
      </Button>
      {state === 'gone' ? (
        <Alert type="error" title={t('data.export.gone')}>
          {t('data.export.goneMessage')}
        </Alert>
      ) : (
        <p className="text-xs text-muted">{t('data.export.linkNote')}</p>
      )}
    </div>
  );
}

/** The profile's "Download our data": a job, its progress, then the file, to me alone. */
export function ExportSection() {
  const { t } = useTranslation('profile');
  const [jobId, setJobId] = useRememberedJob(STORAGE_KEYS.exportJob);
  const [starting, setStarting] = useState(false);
  const job = useExportJob(jobId);
  const view = job.data?.export;

  useForgetGoneJob(job.error, setJobId);

  const start = async () => {
    setStarting(true);
    try {
      const started = await startExport();
      setJobId(started.export.id);
    } catch (error) {
      notifyFailure(t('data.export.startFailed'), error);
    } finally {
      setStarting(false);
    }
  };

  const busy = starting || running(view?.status);
  return (
    <section aria-labelledby="export-title" className="flex flex-col gap-3">
      <h4 id="export-title" className="flex items-center gap-2 font-semibold">
        <Download className="size-4" aria-hidden="true" />
        {t('data.export.heading')}
      </h4>
      <p className="text-sm text-muted">{t('data.export.description')}</p>
      {running(view?.status) && (
        <JobProgress
          value={(view?.progress ?? 0) / 100}
          label={t('data.export.progressLabel')}
          text={t('data.export.preparing', { progress: view?.progress ?? 0 })}
        />
      )}
      {view?.status === 'ready' && view.downloadUrl && <ExportDownload key={view.id} job={view} />}
      {view?.status === 'failed' && (
        <Alert type="error" title={t('data.export.failed')}>
          {t('data.export.failedMessage')}
        </Alert>
      )}
      {!running(view?.status) && (
        <Button
          variant={view?.status === 'ready' ? 'outline' : 'primary'}
          className="self-start"
          onClick={() => void start()}
          loading={busy}
        >
          {view ? t('data.export.again') : t('data.export.start')}
        </Button>
      )}
    </section>
  );
}

function ImportCounts({ counts }: { counts: ImportJobView['counts'] }) {
  const { t } = useTranslation('profile');
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-start font-medium">{t('data.import.countsCaption')}</caption>
      <thead>
        <tr className="text-muted">
          <th scope="col" className="text-start font-normal">
            {t('data.import.kind')}
          </th>
          <th scope="col" className="text-end font-normal">
            {t('data.import.added')}
          </th>
          <th scope="col" className="text-end font-normal">
            {t('data.import.skipped')}
          </th>
          <th scope="col" className="text-end font-normal">
            {t('data.import.held')}
          </th>
        </tr>
      </thead>
      <tbody>
        {IMPORT_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row" className="text-start font-normal">
              {t(`data.import.kinds.${kind}`)}
            </th>
            <td className="text-end tabular-nums">{counts[kind].added}</td>
            <td className="text-end tabular-nums">{counts[kind].skipped}</td>
            <td className="text-end tabular-nums">{counts[kind].held}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Import: a ZIP picked, sent with progress, then the job's progress and its counts. */
export function ImportSection() {
  const { t, i18n } = useTranslation('profile');
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [jobId, setJobId] = useRememberedJob(STORAGE_KEYS.importJob);
  const [uploading, setUploading] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const view = job.data?.import;

  useForgetGoneJob(job.error, setJobId);

  // Once an import has added something, every list shows it.
  const finished = view?.status === 'ready';
  useEffect(() => {
    if (finished)
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== areaKeyOf(portabilityContract.getImport)[0],
      });
  }, [finished, queryClient]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    if (!file) {
      setFileError(t('data.import.noFile'));
      return;
    }
    if (!/\.zip$/i.test(file.name) && file.type !== 'application/zip') {
      setFileError(t('data.import.notZip'));
      return;
    }
    setFileError(null);
    setUploading(0);
    try {
      const started = await startImport(file, (fraction) => setUploading(fraction));
      queryClient.removeQueries({
        queryKey: queryKeyOf(portabilityContract.getImport, { params: { id: started.import.id } }),
      });
      setJobId(started.import.id);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      notifyFailure(t('data.import.failed'), error);
    } finally {
      setUploading(null);
    }
  };

  const errorText = (code: string, message: string) =>
    i18n.exists(`data.import.errors.${code}`, { ns: 'profile' })
      ? t(`data.import.errors.${code}`)
      : message;

  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-3">
      <h4 id="import-title" className="flex items-center gap-2 font-semibold">
        <Upload className="size-4" aria-hidden="true" />
        {t('data.import.heading')}
      </h4>
      <p className="text-sm text-muted">{t('data.import.description')}</p>
      <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('data.import.fileLabel')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept=".zip,application/zip"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? errorId : undefined}
          onChange={() => setFileError(null)}
          className="max-w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-2 file:font-medium"
        />
        {fileError && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {fileError}
          </p>
        )}
        <Button
          type="submit"
          variant="outline"
          className="self-start"
          loading={uploading !== null || running(view?.status)}
        >
          {t('data.import.start')}
        </Button>
      </form>
      {uploading !== null && (
        <JobProgress
          value={uploading}
          label={t('data.import.progressLabel')}
          text={t('data.import.uploading', { progress: Math.round(uploading * 100) })}
        />
      )}
      {running(view?.status) && (
        <JobProgress
          value={(view?.progress ?? 0) / 100}
          label={t('data.import.progressLabel')}
          text={t('data.import.running', { progress: view?.progress ?? 0 })}
        />
      )}
      {view?.status === 'ready' && (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm font-medium">{t('data.import.done')}</p>
          <ImportCounts counts={view.counts} />
          {IMPORT_KINDS.some((kind) => view.counts[kind].held > 0) && (
            <p className="text-sm text-muted">{t('data.import.heldNote')}</p>
          )}
        </div>
      )}
      {view?.status === 'failed' && (
        <Alert type="error" title={t('data.import.failed')}>
          {view.error ? errorText(view.error.code, view.error.message) : null}{' '}
          {t('data.import.nothingChanged')}
        </Alert>
      )}
    </section>
  );
}

/** The profile's data card: export, then import. */
export function DataPortability() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="data-title" className="flex flex-col gap-5">
      <div>
        <h3 id="data-title" className="font-display text-xl font-semibold">
          {t('data.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('data.intro')}</p>
      </div>
      <ExportSection />
      <hr className="border-border" />
      <ImportSection />
    </section>
  );
}
