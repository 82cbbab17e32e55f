import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_PRODUCT_PICTURES } from '../../../../shared/catalog';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import type { PictureInput } from '../picture-slot';

interface MorePicturesFieldProps {
  id: string;
  PictureInput: PictureInput;
  /** The further pictures, in the order the product page shows them after the main one. */
  pictures: UploadedPicture[];
  onChange: (pictures: UploadedPicture[]) => void;
  /** Swaps this picture with the main one. */
  onMakeMain: (index: number) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}

const MAX_MORE = MAX_PRODUCT_PICTURES - 1;

/**
 * Issue 13 §4: pictures after the main one. Each upload (with its progress) joins the end of the
 * list; pictures move earlier or later, or are removed. What happened is announced.
 */
export function MorePicturesField({ id, PictureInput, pictures, onChange, onMakeMain, onBusyChange, error }: MorePicturesFieldProps) {
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  // An upload ends after renders that may have changed the list: add to the latest one.
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  }, [pictures]);

  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next);
    setAnnouncement(`Picture ${from + 2} is now picture ${to + 2}`);
    // Focus stays with the picture that moved: on the same arrow, or the other one at an end.
    requestAnimationFrame(() => {
      const item = list.current?.querySelector(`[data-picture="${moved.key}"]`);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${to > from ? 'later' : 'earlier'}"]`);
      const other = item?.querySelector<HTMLButtonElement>(`[data-move="${to > from ? 'earlier' : 'later'}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  const remove = (index: number) => {
    onChange(pictures.filter((_, position) => position !== index));
    setAnnouncement(`Picture ${index + 2} removed`);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold">More pictures</legend>
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        Up to {MAX_MORE} more, shown after the main picture in this order.
      </p>
      {pictures.length > 0 && (
        <ol ref={list} className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3" aria-label="More pictures">
          {pictures.map((picture, index) => (
            <li key={picture.key} data-picture={picture.key} className="flex items-center gap-3 rounded-box border border-base-300 p-2">
              <img src={picture.image.src} alt={`Picture ${index + 2}`} className="aspect-[4/3] w-24 shrink-0 rounded-field object-cover" />
              <div className="flex flex-wrap gap-1">
                <button type="button" data-move="earlier" title="Move earlier" className="btn btn-ghost btn-sm btn-square" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUp aria-hidden="true" size={16} />
                  <span className="sr-only">Move picture {index + 2} earlier</span>
                </button>
                <button type="button" data-move="later" title="Move later" className="btn btn-ghost btn-sm btn-square" disabled={index === pictures.length - 1} onClick={() => move(index, index + 1)}>
                  <ArrowDown aria-hidden="true" size={16} />
                  <span className="sr-only">Move picture {index + 2} later</span>
                </button>
                <button
                  type="button"
                  title="Make it the main picture"
                  className="btn btn-ghost btn-sm btn-square"
                  onClick={() => {
                    onMakeMain(index);
                    setAnnouncement(`Picture ${index + 2} is now the main picture`);
                  }}
                >
                  <Star aria-hidden="true" size={16} />
                  <span className="sr-only">Make picture {index + 2} the main picture</span>
                </button>
                <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" size={16} />
                  Remove<span className="sr-only"> picture {index + 2}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pictures.length < MAX_MORE ? (
        <PictureInput
          id={id}
          label="Add another picture"
          value={null}
          onChange={(picture) => {
            const current = latest.current;
            if (!picture || current.some((existing) => existing.key === picture.key)) return;
            onChange([...current, picture]);
            setAnnouncement(`Picture ${current.length + 2} added`);
          }}
          error={error}
          hint="Optional. JPEG, PNG, WebP or AVIF, at most 5 MB each."
          onBusyChange={onBusyChange}
        />
      ) : (
        <p className="text-sm text-base-content/75">A product has at most {MAX_PRODUCT_PICTURES} pictures: remove one to add another.</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
