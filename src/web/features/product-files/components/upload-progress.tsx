import { useId } from 'react';
import { useShopNumber } from '../../../lib/use-shop-number';

interface UploadProgressViewProps {
  fileName: string;
  loaded: number;
  total: number;
  /** Rows checked so far, once the shop has started. */
  rowsRead: number | undefined;
}


/** The upload's progress (bytes sent), then the check's (rows read), each a labelled <progress>. */
export function UploadProgressView({ fileName, loaded, total, rowsRead }: UploadProgressViewProps) {
  const number = useShopNumber();
  const uploadLabel = useId();
  const checkLabel = useId();
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  const sent = percent >= 100;
  return (
    <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4">
      <div>
        <p id={uploadLabel} className="mb-1 text-sm font-semibold">
          {sent ? `${fileName} uploaded` : `Uploading ${fileName}: ${percent} %`}
        </p>
        <progress className="progress progress-primary w-full" aria-labelledby={uploadLabel} value={loaded} max={total || 1} />
      </div>
      <div>
        <p id={checkLabel} className="mb-1 text-sm font-semibold">
          {rowsRead === undefined ? 'Checking starts as the file arrives' : `Checking the rows: ${number(rowsRead)} read`}
        </p>
        {/* Without a value: the number of rows is not known until the end of the file. */}
        <progress className="progress progress-secondary w-full" aria-labelledby={checkLabel} />
      </div>
    </div>
  );
}
