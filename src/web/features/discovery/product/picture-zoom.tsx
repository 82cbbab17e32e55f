import { X, ZoomIn, ZoomOut } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '../../../../shared/schemas/common';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { PictureSteps } from './picture-steps';

interface PictureZoomProps {
  open: boolean;
  name: string;
  pictures: readonly Image[];
  index: number;
  label: (position: number) => string;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * A product's pictures over the whole screen, as large as the screen allows: the arrow keys or
 * buttons go through them, "Zoom in" (or a click on the picture) shows it twice as wide around
 * that point, to be scrolled (by touch, wheel or, the picture focused, the arrow keys); Escape or
 * the close button return to the page.
 */
export function PictureZoom({ open, name, pictures, index, label, onMove, onClose }: PictureZoomProps) {
  const ref = useModalDialog(open);
  const [zoomed, setZoomed] = useState(false);
  /** Where the picture was zoomed, as shares of its width and height. */
  const [focus, setFocus] = useState({ x: 0.5, y: 0.5 });
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!zoomed || !box) return;
    box.scrollTo({ left: focus.x * box.scrollWidth - box.clientWidth / 2, top: focus.y * box.scrollHeight - box.clientHeight / 2 });
  }, [zoomed, focus]);
  const picture = pictures[index];
  const many = pictures.length > 1;
  const move = (step: number) => {
    setZoomed(false);
    onMove((index + step + pictures.length) % pictures.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Zoomed in, the arrow keys move about the picture.
    if (!many || zoomed) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  const zoomAt = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocus({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
    setZoomed(!zoomed);
  };
  return (
    <dialog
      ref={ref}
      aria-label={`${name}: pictures`}
      onClose={() => {
        setZoomed(false);
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-base-100 p-0 text-base-content backdrop:bg-black/60"
    >
      {open && picture && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-base-300 px-3 py-2">
            <p className="truncate text-sm font-semibold" aria-live="polite">
              {label(index)}
            </p>
            <div className="flex shrink-0 gap-1">
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-pressed={zoomed}
                aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
                onClick={() => {
                  setFocus({ x: 0.5, y: 0.5 });
                  setZoomed(!zoomed);
                }}
              >
                {zoomed ? <ZoomOut aria-hidden="true" size={20} /> : <ZoomIn aria-hidden="true" size={20} />}
              </button>
              <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close pictures" onClick={onClose}>
                <X aria-hidden="true" size={20} />
              </button>
            </div>
          </div>
          <div ref={frame} tabIndex={zoomed ? 0 : undefined} aria-label={zoomed ? 'Zoomed picture, scroll to move about it' : undefined} role={zoomed ? 'region' : undefined} className={`relative min-h-0 flex-1 ${zoomed ? 'overflow-auto' : 'overflow-hidden'}`}>
            <img
              key={picture.src}
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="100vw"
              width={800}
              height={600}
              decoding="async"
              alt={label(index)}
              onClick={zoomAt}
              className={zoomed ? 'h-auto w-[200%] max-w-none cursor-zoom-out' : 'h-full w-full cursor-zoom-in object-contain'}
            />
            {many && !zoomed && <PictureSteps onStep={move} inset="left-2" insetEnd="right-2" />}
          </div>
        </div>
      )}
    </dialog>
  );
}
