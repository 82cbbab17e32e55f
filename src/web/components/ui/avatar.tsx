import type { Image } from '../../../shared/schemas/common';

/** Dark tones only, so white initials keep a contrast above 4.5:1. */
const TONES = ['bg-blue-800', 'bg-emerald-800', 'bg-amber-800', 'bg-rose-800', 'bg-violet-800', 'bg-slate-700', 'bg-teal-800', 'bg-indigo-800'];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length] ?? 'bg-slate-700';
}

/** A round picture, or the person's initials on a colour chosen from their name. */
export function Avatar({ name, picture, size = 48 }: { name: string; picture: Image | null; size?: number }) {
  const style = { width: size, height: size };
  if (picture) {
    return (
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={`${size}px`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        alt=""
        className="shrink-0 rounded-full object-cover ring-2 ring-base-100"
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white ring-2 ring-base-100 ${toneOf(name)}`}
      style={{ ...style, fontSize: size * 0.38 }}
    >
      {initialsOf(name)}
    </span>
  );
}
