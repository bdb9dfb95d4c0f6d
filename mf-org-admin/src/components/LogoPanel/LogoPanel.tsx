import { errorMessageFrom, type Iri, mediaObjectsApi } from '@portal/shared-api';
import { Avatar, FileInput, notify } from '@portal/shared-ui';
import { useState } from 'react';
import { ORG_TEXTS } from '../org-texts';
import { Panel } from '../Panel';

type LogoPanelProps = {
  entity: 'Team' | 'Department';
  entityId: number;
  logo: Iri | null;
  /** Points the team or department at the uploaded file. */
  onUploaded: (mediaObjectIri: Iri) => Promise<boolean>;
};

/** The current logo and an upload; a failed upload is told to the user (the legacy screen only logged it). */
export function LogoPanel({ entity, entityId, logo, onUploaded }: LogoPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const media = await mediaObjectsApi.upload(file, entity, entityId);
      if (await onUploaded(media['@id'])) setFile(null);
    } catch (error) {
      notify.error(`${ORG_TEXTS.UPLOAD_FAILED} ${errorMessageFrom(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={ORG_TEXTS.LOGO} busy={busy}>
      <Avatar image={logo} alt={ORG_TEXTS.LOGO} size="6rem" />
      <FileInput label={ORG_TEXTS.NEW_LOGO} kind="picture" file={file} onChange={setFile} disabled={busy} />
      <button type="button" className="btn btn-primary" disabled={!file || busy} onClick={upload}>
        {busy ? ORG_TEXTS.MOMENT : ORG_TEXTS.UPLOAD_LOGO}
      </button>
    </Panel>
  );
}
