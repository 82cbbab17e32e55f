import { ChevronLeft, ChevronRight } from 'lucide-react';

/** "Previous picture" and "Next picture" over a picture's sides (round: after the last comes the first). */
export function PictureSteps({ onStep, inset = 'left-3', insetEnd = 'right-3' }: { onStep: (step: number) => void; inset?: string; insetEnd?: string }) {
  return (
    <>
      <button type="button" className={`btn btn-circle btn-sm absolute top-1/2 ${inset} -translate-y-1/2 shadow`} aria-label="Previous picture" onClick={() => onStep(-1)}>
        <ChevronLeft aria-hidden="true" size={20} />
      </button>
      <button type="button" className={`btn btn-circle btn-sm absolute top-1/2 ${insetEnd} -translate-y-1/2 shadow`} aria-label="Next picture" onClick={() => onStep(1)}>
        <ChevronRight aria-hidden="true" size={20} />
      </button>
    </>
  );
}
