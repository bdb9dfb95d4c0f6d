import { errorMessageFrom, mediaObjectsApi, UPLOAD_RULES, type User } from '@portal/shared-api';
import { Avatar, displayName, notify } from '@portal/shared-ui';
import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProfileActionResult } from '../profile.data';
import { submitIntent } from '../submit-intent';

export const PICTURE_TOO_LARGE = 'La imagen no puede superar los 2 MB.';
export const PICTURE_WRONG_TYPE = 'La imagen debe ser PNG, JPEG, GIF o WEBP.';

const { maxBytes, types } = UPLOAD_RULES.picture;

/** The avatar (7rem) and its upload; the legacy only logged a failed upload, here it is said. */
export function AvatarUpload({ user }: { user: User }) {
  const fetcher = useFetcher<ProfileActionResult>();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const busy = uploading || fetcher.state !== 'idle';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = !types.includes(file.type) ? PICTURE_WRONG_TYPE : file.size > maxBytes ? PICTURE_TOO_LARGE : null;
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const picture = await mediaObjectsApi.upload(file, 'User', user.id);
      submitIntent(fetcher, { intent: 'avatar', userId: user.id, image: `/api/media_objects/${picture.id}` });
    } catch (failure) {
      const message = `No se ha podido subir la imagen: ${errorMessageFrom(failure)}`;
      setError(message);
      notify.error(message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="avatar-upload">
      <Avatar image={user.image} alt={`Foto de ${displayName(user)}`} size="7rem" />
      <div>
        <button type="button" className="btn" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? 'Un momento...' : 'Cambiar foto'}
        </button>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          accept={types.join(',')}
          aria-label="Foto de perfil"
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
