import { useState } from 'react';

export const BLANK_PROFILE = '/blank-profile.svg';

/** A person's round photo, or the blank-profile picture when they have none (or it fails to load). */
export function UserPhoto({ src, size = 40, className = '' }: { src: string | null; size?: number; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : BLANK_PROFILE;
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailed(src)}
      className={`shrink-0 rounded-full bg-base-200 object-cover ring-2 ring-base-100 ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
