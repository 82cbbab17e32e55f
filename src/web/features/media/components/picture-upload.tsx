import { CircleCheck, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Image } from '../../../../shared/schemas/common';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import { errorMessage } from '../../../lib/api-error';
import { useUploadPicture } from '../api/use-upload-picture';
import { PICTURE_ACCEPT, pictureFileProblem } from '../picture-file-check';

export interface PictureUploadProps {
  id: string;
  label: string;
  /** The uploaded picture (its key goes with the form); null while there is none. */
  value: UploadedPicture | null;
  onChange: (picture: UploadedPicture | null) => void;
  /** Shown until a new picture is uploaded (a product's current picture, say). */
  initialImage?: Image | null | undefined;
  /** The form's message for this field ("Picture is required" …). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
}

/** The chosen file shown at once (a blob: URL), until the form forgets the picture it became. */
interface LocalPreview {
  url: string;
  key: string | null;
}

const DEFAULT_HINT = 'JPEG, PNG, WebP or AVIF, at most 5 MB.';

/**
 * A picture field: choose a file, see it at once, watch the upload progress. The file is checked
 * here first (type and size, with the server's messages) and again by the server, which re-encodes it.
 */
export function PictureUpload({ id, label, value, onChange, initialImage = null, error, hint = DEFAULT_HINT, onBusyChange }: PictureUploadProps) {
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<LocalPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latestUrl = useRef<string | null>(null);

  useEffect(() => () => {
    if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
  }, []);

  // The form was reset (or the picture removed): the file input forgets its file too.
  useEffect(() => {
    if (value === null && input.current && !upload.isPending) input.current.value = '';
  }, [value, upload.isPending]);

  const showPreview = (url: string | null) => {
    if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    latestUrl.current = url;
    setLocal(url ? { url, key: null } : null);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = pictureFileProblem(file);
    if (refused) {
      setProblem(refused);
      showPreview(null);
      onChange(null);
      event.target.value = '';
      return;
    }
    setProblem(null);
    showPreview(URL.createObjectURL(file));
    onChange(null);
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: (picture) => {
        setLocal((current) => (current ? { ...current, key: picture.key } : current));
        onChange(picture);
      },
      onError: (failure) => {
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setProblem(errorMessage(failure));
        showPreview(null);
        if (input.current) input.current.value = '';
      },
      onSettled: () => onBusyChange?.(false),
    });
  };

  const remove = () => {
    setProblem(null);
    showPreview(null);
    onChange(null);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  const uploading = upload.isPending;
  const localShown = local && (uploading || (value !== null && local.key === value.key)) ? local.url : null;
  const previewSrc = localShown ?? value?.image.src ?? initialImage?.src ?? null;
  const message = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const percent = Math.round(upload.progress * 100);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className={`flex flex-col gap-4 rounded-box border border-dashed p-4 sm:flex-row sm:items-center ${message ? 'border-error' : 'border-base-300'}`}>
        <div className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-field bg-base-200">
          {previewSrc ? (
            <img src={previewSrc} alt={`Preview of the ${label.toLowerCase()}`} className="h-full w-full object-cover" />
          ) : (
            <ImageUp aria-hidden="true" size={36} className="text-base-content/40" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={PICTURE_ACCEPT}
            className={`file-input w-full ${message ? 'file-input-error' : ''}`}
            aria-invalid={Boolean(message)}
            aria-describedby={`${hintId}${message ? ` ${errorId}` : ''}`}
            onChange={onFile}
          />
          <p id={hintId} className="text-xs text-base-content/70">
            {hint}
          </p>
          {uploading && (
            <div className="flex items-center gap-3 text-sm">
              <progress className="progress progress-primary w-full" value={percent} max={100} aria-label="Upload progress" />
              <span aria-hidden="true" className="w-10 shrink-0 text-right font-medium tabular-nums">
                {percent}%
              </span>
            </div>
          )}
          <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm">
            {/* Announced once per change, not on every percent. */}
            <span role="status" className={`flex items-center gap-1.5 font-medium ${value && !uploading ? 'text-success' : ''}`}>
              {uploading ? (
                'Uploading picture…'
              ) : value ? (
                <>
                  <CircleCheck aria-hidden="true" size={16} /> Picture uploaded
                </>
              ) : null}
            </span>
            {value && !uploading && (
              <button type="button" className="btn btn-ghost btn-xs" onClick={remove}>
                <Trash2 aria-hidden="true" size={14} /> Remove picture
              </button>
            )}
          </div>
        </div>
      </div>
      <p id={errorId} className="min-h-5 text-sm font-medium text-error" role={message ? 'alert' : undefined}>
        {message}
      </p>
    </div>
  );
}
