import { colours } from "../../theme/theme"

interface LogoMarkProps {
  size?: number
}

/** The brand mark: a window with two drawn-back curtains on a rod. */
export function LogoMark({ size = 36 }: LogoMarkProps): JSX.Element {
  const { primary, background, sand } = colours
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill={primary} />
      <rect x="12" y="12" width="16" height="19" rx="1.5" fill={sand} opacity="0.35" />
      <path d="M9 9.5h22" stroke={background} strokeWidth="2.2" strokeLinecap="round" />
      <path d="M10.5 10.5h6.5c-.6 4.5-.2 9 1.6 13.5-1.8 2-2.8 4.4-3 7.3h-5.1c.8-6.8.8-13.7 0-20.8z" fill={background} />
      <path d="M29.5 10.5H23c.6 4.5.2 9-1.6 13.5 1.8 2 2.8 4.4 3 7.3h5.1c-.8-6.8-.8-13.7 0-20.8z" fill={background} />
    </svg>
  )
}
