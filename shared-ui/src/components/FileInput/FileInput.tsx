import type { UploadKind } from '@portal/shared-api';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FilePicker } from '../FilePicker';
import { acceptFor, checkUploadFile } from './check-upload';

type FileInputProps = {
  label: string;
  kind: UploadKind;
  /** The accepted file, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Shown under the input, e.g. the limits. */
  hint?: string;
};

/**
 * Picks one file and refuses, with the server's Spanish message, one that is
 * too large or of a type the upload would reject, before anything is sent.
 */
export function FileInput({ label, kind, file, onChange, disabled = false, hint }: FileInputProps) {
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A parent that clears its file (after a send) clears the native input too.
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refusal = chosen ? checkUploadFile(chosen, kind) : null;
    setProblem(refusal);
    if (refusal) event.target.value = '';
    onChange(refusal ? null : chosen);
  };

  const remove = () => {
    setProblem(null);
    onChange(null);
  };

  return (
    <div className="field file-input">
      <label htmlFor={inputId}>{label}</label>
      <FilePicker
        id={inputId}
        inputRef={input}
        fileName={file?.name ?? null}
        accept={acceptFor(kind)}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={messageId}
        onChange={choose}
      />
      <div id={messageId}>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : (
          hint && <p className="muted">{hint}</p>
        )}
      </div>
      {file && (
        <p className="file-input-chosen">
          <button type="button" className="btn btn-ghost" onClick={remove} disabled={disabled}>
            Quitar archivo
          </button>
        </p>
      )}
    </div>
  );
}
