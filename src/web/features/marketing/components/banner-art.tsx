const WRENCH =
  'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z';
const BOLT =
  'M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z';

/** Decorative picture of the banner: a bolt and a wrench in rings, with two "stickers". */
export function BannerArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-lg lg:block">
      <svg viewBox="0 0 480 480" className="h-auto w-full drop-shadow-2xl">
        <defs>
          <radialGradient id="banner-glow" cx="50%" cy="45%" r="55%">
            <stop offset="0%" stopColor="#3b82f6" stopOpacity="0.55" />
            <stop offset="100%" stopColor="#1e3a8a" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="banner-bolt" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#fde68a" />
            <stop offset="100%" stopColor="#f59e0b" />
          </linearGradient>
          <linearGradient id="banner-steel" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#f8fafc" />
            <stop offset="100%" stopColor="#94a3b8" />
          </linearGradient>
        </defs>
        <circle cx="240" cy="240" r="230" fill="url(#banner-glow)" />
        <circle cx="240" cy="240" r="200" fill="none" stroke="white" strokeOpacity="0.12" strokeWidth="2" />
        <circle cx="240" cy="240" r="150" fill="white" fillOpacity="0.06" stroke="white" strokeOpacity="0.18" strokeWidth="2" strokeDasharray="6 10" />
        <g transform="translate(96 92) scale(12)">
          <path d={WRENCH} fill="url(#banner-steel)" stroke="#e2e8f0" strokeWidth="0.6" strokeLinejoin="round" />
        </g>
        <g transform="translate(120 96) scale(11)">
          <path d={BOLT} fill="url(#banner-bolt)" stroke="#b45309" strokeWidth="0.35" strokeLinejoin="round" />
        </g>
        <g transform="translate(300 70)">
          <rect width="150" height="54" rx="14" fill="white" />
          <circle cx="27" cy="27" r="14" fill="#dcfce7" />
          <path d="M20 27l5 5 9-10" fill="none" stroke="#15803d" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          <text x="50" y="24" fontSize="13" fontWeight="700" fill="#0f172a">In stock</text>
          <text x="50" y="40" fontSize="11" fill="#475569">ships in 24 h</text>
        </g>
        <g transform="translate(20 370)">
          <rect width="170" height="54" rx="14" fill="white" />
          <text x="16" y="24" fontSize="13" fontWeight="700" fill="#0f172a">★★★★★</text>
          <text x="16" y="41" fontSize="11" fill="#475569">Trusted by trade pros</text>
        </g>
      </svg>
    </div>
  );
}
