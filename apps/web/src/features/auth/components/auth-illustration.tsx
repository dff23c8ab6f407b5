/** A decorative car-and-keys illustration drawn with the brand colours (no text: hidden from assistive tech). */
export default function AuthIllustration() {
  return (
    <svg width="100%" viewBox="0 0 480 360" style={{ maxWidth: 520 }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="auth-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#7367F0" stopOpacity="0.18" />
          <stop offset="1" stopColor="#7367F0" stopOpacity="0.02" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="440" height="320" rx="24" fill="url(#auth-sky)" />
      <circle cx="380" cy="90" r="34" fill="#FF9F43" opacity="0.85" />
      <rect x="60" y="250" width="360" height="10" rx="5" fill="#675DD8" opacity="0.25" />
      <path
        d="M110 230 L130 180 Q140 160 165 160 L300 160 Q325 160 340 180 L370 215 Q395 220 395 240 L395 250 L95 250 L95 240 Q95 232 110 230 Z"
        fill="#7367F0"
      />
      <path d="M150 185 L165 170 L235 170 L235 210 L140 210 Z" fill="#fff" opacity="0.85" />
      <path d="M250 170 L300 170 Q315 170 325 182 L345 210 L250 210 Z" fill="#fff" opacity="0.85" />
      <circle cx="160" cy="252" r="26" fill="#2F2B3D" />
      <circle cx="160" cy="252" r="11" fill="#E1DEF5" />
      <circle cx="335" cy="252" r="26" fill="#2F2B3D" />
      <circle cx="335" cy="252" r="11" fill="#E1DEF5" />
      <g transform="translate(70 70)">
        <rect width="120" height="76" rx="10" fill="#fff" stroke="#675DD8" strokeWidth="3" />
        <rect x="14" y="16" width="60" height="8" rx="4" fill="#675DD8" />
        <rect x="14" y="34" width="90" height="6" rx="3" fill="#B6B3CF" />
        <rect x="14" y="48" width="70" height="6" rx="3" fill="#B6B3CF" />
        <circle cx="100" cy="20" r="8" fill="#28C76F" />
      </g>
    </svg>
  )
}
