import { fileUrl, type Iri, idFromIri } from '@portal/shared-api';
import { type CSSProperties, useState } from 'react';
import { DEFAULT_AVATAR_SRC } from './default-avatar';

type AvatarProps = {
  /** The media object: `/api/media_objects/{id}` or its id. */
  image: Iri | number | null | undefined;
  alt: string;
  /** Width and height, any CSS length. */
  size?: string;
};

/** A square user picture from `/api/files/{id}`, or the default picture when there is none or it fails. */
export function Avatar({ image, alt, size = '7rem' }: AvatarProps) {
  const id = idFromIri(image);
  const src = id === null ? DEFAULT_AVATAR_SRC : fileUrl(id);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { '--avatar-size': size } as CSSProperties;

  return (
    <img
      className="avatar"
      src={failedSrc === src ? DEFAULT_AVATAR_SRC : src}
      alt={alt}
      style={style}
      onError={() => setFailedSrc(src)}
    />
  );
}
