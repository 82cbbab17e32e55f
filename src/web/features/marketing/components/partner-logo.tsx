/** Six geometric marks; a partner gets one by its position, drawn in its colour. */
const MARKS = [
  (color: string) => <circle cx="24" cy="28" r="16" fill={color} />,
  (color: string) => <polygon points="24,10 40,19 40,37 24,46 8,37 8,19" fill={color} />,
  (color: string) => <rect x="10" y="14" width="28" height="28" rx="4" transform="rotate(45 24 28)" fill={color} />,
  (color: string) => <polygon points="24,10 42,44 6,44" fill={color} />,
  (color: string) => (
    <g fill="none" stroke={color} strokeWidth="6">
      <circle cx="24" cy="28" r="13" />
    </g>
  ),
  (color: string) => (
    <g fill={color}>
      <rect x="8" y="12" width="14" height="14" rx="2" />
      <rect x="26" y="12" width="14" height="14" rx="2" />
      <rect x="8" y="30" width="14" height="14" rx="2" />
      <rect x="26" y="30" width="14" height="14" rx="2" opacity="0.5" />
    </g>
  ),
];

/** A partner logo drawn inline (no extra request): a mark and the partner's name. */
export function PartnerLogo({ name, color, index }: { name: string; color: string; index: number }) {
  const mark = MARKS[index % MARKS.length] ?? MARKS[0]!;
  return (
    <svg role="img" aria-label={name} viewBox="0 0 220 56" className="h-12 w-full max-w-[220px]">
      {mark(color)}
      <text x="52" y="35" fontSize="19" fontWeight="800" letterSpacing="-0.3" fill={color} fontFamily="inherit">
        {name}
      </text>
    </svg>
  );
}
