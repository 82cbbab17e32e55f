import { useState } from 'react';
import type { Image } from '../../../../shared/schemas/common';

/** The main picture fills the left column: full width on phones, half the page from 1024 px. */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw';
const THUMB_SIZES = '96px';

function pictureLabel(name: string, number: number, total: number): string {
  return `${name}, picture ${number} of ${total}`;
}

/**
 * The product's pictures: the chosen one large, the others as thumbnail buttons that show them
 * (reachable with Tab, pressed with Enter or Space; the pressed one says so to screen readers).
 */
export function PictureGallery({ name, pictures, isNew }: { name: string; pictures: Image[]; isNew: boolean }) {
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, pictures.length - 1);
  const main = pictures[index];
  if (!main) return null;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <figure className="relative aspect-[4/3] overflow-hidden rounded-box border border-base-300 bg-base-200">
        <img
          key={main.src}
          src={main.src}
          srcSet={main.srcSet}
          sizes={MAIN_SIZES}
          width={800}
          height={600}
          decoding="async"
          fetchPriority="high"
          alt={pictureLabel(name, index + 1, pictures.length)}
          className="h-full w-full object-cover"
        />
        {isNew && <span className="badge badge-accent absolute top-3 left-3 font-bold shadow">NEW</span>}
      </figure>
      {pictures.length > 1 && (
        <ul aria-label="Pictures" className="flex gap-2 overflow-x-auto p-1">
          {pictures.map((picture, position) => (
            <li key={picture.src} className="shrink-0">
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={`Show ${pictureLabel(name, position + 1, pictures.length)}`}
                onClick={() => setChosen(position)}
                className={`block h-18 w-24 cursor-pointer overflow-hidden rounded-field border-2 bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                  position === index ? 'border-primary' : 'border-base-300 hover:border-base-content/40'
                }`}
              >
                <img src={picture.src} srcSet={picture.srcSet} sizes={THUMB_SIZES} width={96} height={72} loading="lazy" decoding="async" alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
