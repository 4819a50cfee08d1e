/** A top-down pitch with a ball: decoration for the splash hero. */
export function PitchIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="312" height="212" rx="14" fill="rgb(255 255 255 / 0.08)" />
      <g fill="none" stroke="rgb(255 255 255 / 0.55)" strokeWidth="2.5">
        <rect x="16" y="16" width="288" height="188" rx="4" />
        <path d="M160 16v188" />
        <circle cx="160" cy="110" r="30" />
        <rect x="16" y="66" width="40" height="88" />
        <rect x="264" y="66" width="40" height="88" />
        <rect x="16" y="90" width="14" height="40" />
        <rect x="290" y="90" width="14" height="40" />
      </g>
      <circle cx="160" cy="110" r="3.5" fill="rgb(255 255 255 / 0.75)" />
      <g transform="translate(214 70)">
        <circle r="17" fill="#ffffff" />
        <path
          d="M0-7l6.7 4.9-2.6 7.9h-8.2l-2.6-7.9Z"
          fill="var(--color-primary-800)"
          stroke="var(--color-primary-800)"
          strokeLinejoin="round"
        />
        <g stroke="var(--color-primary-800)" strokeWidth="1.6">
          <path d="M0-7v-10M6.7-2.1l9.5-3.1M4.1 5.8l5.9 8.1M-4.1 5.8l-5.9 8.1M-6.7-2.1l-9.5-3.1" />
        </g>
      </g>
      <path
        d="M120 150c20-20 50-40 78-66"
        fill="none"
        stroke="var(--color-accent-500)"
        strokeWidth="3"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
    </svg>
  );
}
