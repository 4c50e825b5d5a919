// A stand-in for gatsby in unit tests: links render as plain anchors and
// navigate() is recorded.
import type { AnchorHTMLAttributes } from "react"

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
}

export function Link({
  to,
  children,
  activeClassName: _a,
  activeStyle: _b,
  partiallyActive: _c,
  ...rest
}: LinkProps): JSX.Element {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}
