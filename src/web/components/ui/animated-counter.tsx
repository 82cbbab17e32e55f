import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../lib/use-in-view';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

const DURATION_MS = 2000;

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : Math.min(text.length - dot - 1, 2);
}

/**
 * A number that counts up from 0 when it scrolls into view, e.g. 120 + "M" → "120M". Shows the
 * final value at once for visitors who prefer reduced motion.
 */
export function AnimatedCounter({ value, suffix = '', locale = 'en-US' }: { value: number; suffix?: string; locale?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!inView || reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS);
      setProgress(1 - (1 - t) ** 3);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, reducedMotion]);

  const decimals = decimalsOf(value);
  const shown = reducedMotion ? value : value * progress;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    progress >= 1 || reducedMotion ? value : Number(shown.toFixed(decimals)),
  );
  return (
    <span ref={ref} className="tabular-nums">
      {text}
      {suffix}
    </span>
  );
}
