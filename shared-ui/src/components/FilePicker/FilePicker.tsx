import { type InputHTMLAttributes, type Ref, useRef } from 'react';

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'ref'> & {
  /** The chosen file's name, or null: shown beside the button. */
  fileName: string | null;
  inputRef?: Ref<HTMLInputElement>;
};

export const FILE_PICKER_TEXTS = { CHOOSE: 'Elegir archivo', NONE: 'Ningún archivo seleccionado' } as const;

/**
 * A file field that reads in Spanish whatever the browser's language: the native input draws its button and
 * status in the browser's own ('Choose File / No file chosen' in an English one). The input stays the
 * focusable, labelled control (keyboard, screen readers and `setInputFiles` reach it); what is drawn is a
 * button and the file's name, hidden from assistive technology, which reads the input itself.
 */
export function FilePicker({ fileName, inputRef, disabled, ...inputProps }: FilePickerProps) {
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };
  return (
    <div className="file-picker">
      <input {...inputProps} ref={setInput} type="file" className="visually-hidden" disabled={disabled} />
      <span className="file-picker-face" aria-hidden="true">
        <button type="button" className="btn" tabIndex={-1} disabled={disabled} onClick={() => ownInput.current?.click()}>
          {FILE_PICKER_TEXTS.CHOOSE}
        </button>
        <span className={fileName ? undefined : 'muted'}>{fileName ?? FILE_PICKER_TEXTS.NONE}</span>
      </span>
    </div>
  );
}
