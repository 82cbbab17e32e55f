import { ZoomIn } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import type { Image } from '../../../../shared/schemas/common';
import { PictureSteps } from './picture-steps';
import { PictureZoom } from './picture-zoom';

/** The main picture fills the left column: full width on phones, half the page from 1024 px. */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw';
const THUMB_SIZES = '96px';

function pictureLabel(name: string, number: number, total: number): string {
  return `${name}, picture ${number} of ${total}`;
}

/** A sideways swipe of at least this many pixels moves to the next or previous picture. */
const SWIPE_PX = 40;

/**
 * The product's pictures: the chosen one large, the others as thumbnail buttons that show them
 * (reachable with Tab, pressed with Enter or Space; the pressed one says so to screen readers).
 * On the large one, a swipe or the arrow buttons go through them, and "Zoom" shows them over the
 * whole screen (picture-zoom.tsx).
 */
export function PictureGallery({ name, pictures, isNew }: { name: string; pictures: Image[]; isNew: boolean }) {
  const [chosen, setChosen] = useState(0);
  const [zoom, setZoom] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const index = Math.min(chosen, pictures.length - 1);
  const main = pictures[index];
  if (!main) return null;
  const many = pictures.length > 1;
  const move = (step: number) => setChosen((index + step + pictures.length) % pictures.length);
  const label = (position: number) => pictureLabel(name, position + 1, pictures.length);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || !many) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) move(moved < 0 ? 1 : -1);
  };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <figure className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-box border border-base-300 bg-base-200" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <img
          key={main.src}
          src={main.src}
          srcSet={main.srcSet}
          sizes={MAIN_SIZES}
          width={800}
          height={600}
          decoding="async"
          fetchPriority="high"
          alt={label(index)}
          draggable={false}
          className="h-full w-full object-cover select-none"
        />
        {isNew && <span className="badge badge-accent absolute top-3 left-3 font-bold shadow">NEW</span>}
        <button type="button" className="btn btn-sm absolute right-3 bottom-3 gap-1 shadow" aria-haspopup="dialog" onClick={() => setZoom(true)}>
          <ZoomIn aria-hidden="true" size={16} /> Zoom<span className="sr-only"> {label(index)}</span>
        </button>
        {many && <PictureSteps onStep={move} />}
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
      <PictureZoom open={zoom} name={name} pictures={pictures} index={index} label={label} onMove={setChosen} onClose={() => setZoom(false)} />
    </div>
  );
}
