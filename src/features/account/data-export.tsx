import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { DataExportStatus } from '../../../common/api/data-export';
import { apiUrl } from '../../../common/api/url';
import { DATA_EXPORT_DAYS } from '../../../common/constants';
import { loadDataExportAtom, requestDataExportAtom } from '../../atoms/data-export';
import { useProblemText } from '../../i18n/problem-text';

/**
 * "Download my data" (GDPR art. 15 and 20): the member asks for an archive of everything we keep
 * about them, is mailed a link when it is ready, and downloads it here from that link (`token`: the
 * link opens this page), in their own session only.
 */
export function DataExport({ token }: { token?: string }) {
  const { i18n } = useLingui();
  const { errorText } = useProblemText();
  const load = useSetAtom(loadDataExportAtom);
  const ask = useSetAtom(requestDataExportAtom);
  const [archive, setArchive] = useState<DataExportStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const days = DATA_EXPORT_DAYS;

  useEffect(() => {
    load(token).then(setArchive, setError);
  }, [load, token]);

  const request = () => {
    setBusy(true);
    setError(null);
    ask().then(setArchive, setError).finally(() => setBusy(false));
  };
  const until = archive?.expires_at ? i18n.date(archive.expires_at, { dateStyle: 'long', timeStyle: 'short' }) : '';

  return (
    <div className="settings-block" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}><Trans>Download my data</Trans></h3>
      <p><Trans>You can download everything we keep about you: your profile, photos, messages, likes, payments and settings, in one ZIP file. We prepare it and e-mail you a link, which works for <Plural value={days} one="# day" other="# days" /> while you are logged in.</Trans></p>
      {archive?.state === 'preparing' && (
        <p className="notice" role="status"><Trans>Your data is being prepared. We will e-mail you the link when it is ready.</Trans></p>
      )}
      {archive?.state === 'ready' && archive.link && (
        <p>
          <a className="button" href={apiUrl('data-export-file.php', { token })} download><Trans>Download the ZIP file</Trans></a>{' '}
          <span className="field-hint"><Trans>The link works until {until}.</Trans></span>
        </p>
      )}
      {archive?.state === 'ready' && !archive.link && (
        <p className="notice" role="status"><Trans>Your data is ready: open the link in the e-mail we sent you. It works until {until}.</Trans></p>
      )}
      {archive?.state !== 'preparing' && (
        <button type="button" className="button" disabled={busy} onClick={request}><Trans>Request my data</Trans></button>
      )}
      {error !== null && <p className="form-error" role="alert">{errorText(error)}</p>}
    </div>
  );
}
