import { useEffect, useState } from 'react';

export interface PhotoPreviewProps {
  photo: Blob;
  alt: string;
  /** How the image is framed; a square thumbnail by default. */
  className?: string;
  /** Names the image for tests (e.g. the settings' logo). */
  'data-preview'?: string;
}

/** Shows a photo Blob through an object URL that is released when the photo goes. */
export function PhotoPreview({ photo, alt, className = 'size-28 rounded-md object-cover', 'data-preview': dataPreview }: PhotoPreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(photo);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is made here so that its cleanup can revoke it
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo]);
  if (!url) return null;
  return <img src={url} alt={alt} className={className} data-preview={dataPreview} />;
}
