import { TEXTS } from '../../texts';

type LoaderProps = { label?: string };

/** A spinner with a text, announced politely to screen readers. */
export function Loader({ label = TEXTS.LOADING }: LoaderProps) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader-spinner" aria-hidden="true" />
      <span className="loader-label">{label}</span>
    </div>
  );
}
