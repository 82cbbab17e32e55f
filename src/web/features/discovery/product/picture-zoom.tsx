import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '../../../../shared/schemas/common';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

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
 * buttons go through them, "Zoom in" (or a click on the picture) doubles it at that point and the
 * picture then scrolls; Escape or the close button return to the page.
 */
export function PictureZoom({ open, name, pictures, index, label, onMove, onClose }: PictureZoomProps) {
  const ref = useModalDialog(open);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const picture = pictures[index];
  const many = pictures.length > 1;
  const move = (step: number) => {
    setZoomed(false);
    onMove((index + step + pictures.length) % pictures.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  const zoomAt = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
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
              <button type="button" className="btn btn-ghost btn-sm btn-square" aria-pressed={zoomed} aria-label={zoomed ? 'Zoom out' : 'Zoom in'} onClick={() => setZoomed(!zoomed)}>
                {zoomed ? <ZoomOut aria-hidden="true" size={20} /> : <ZoomIn aria-hidden="true" size={20} />}
              </button>
              <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close pictures" onClick={onClose}>
                <X aria-hidden="true" size={20} />
              </button>
            </div>
          </div>
          <div className={`relative flex-1 ${zoomed ? 'overflow-auto' : 'overflow-hidden'}`}>
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
              style={{ transformOrigin: origin }}
              className={`h-full w-full object-contain transition-transform motion-reduce:transition-none ${zoomed ? 'scale-200 cursor-zoom-out' : 'cursor-zoom-in'}`}
            />
            {many && (
              <>
                <button type="button" className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2 shadow" aria-label="Previous picture" onClick={() => move(-1)}>
                  <ChevronLeft aria-hidden="true" size={20} />
                </button>
                <button type="button" className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2 shadow" aria-label="Next picture" onClick={() => move(1)}>
                  <ChevronRight aria-hidden="true" size={20} />
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
