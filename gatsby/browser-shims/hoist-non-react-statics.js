// Emotion imports hoist-non-react-statics (and through it react-is) for its
// withTheme, which the site does not use; the import stays because the
// package is not marked free of side effects. This copies a component's own
// statics as the original does, minus React's, in a few lines.
const reactStatics = new Set([
  "$$typeof",
  "render",
  "childContextTypes",
  "contextType",
  "contextTypes",
  "defaultProps",
  "displayName",
  "getDefaultProps",
  "getDerivedStateFromError",
  "getDerivedStateFromProps",
  "mixins",
  "propTypes",
  "type",
  "compare",
  "name",
  "length",
  "prototype",
  "caller",
  "callee",
  "arguments",
  "arity",
])

export default function hoistNonReactStatics(target, source) {
  if (typeof source === "string") return target
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if (reactStatics.has(key)) continue
    const descriptor = Object.getOwnPropertyDescriptor(source, key)
    try {
      Object.defineProperty(target, key, descriptor)
    } catch {
      // A property the target cannot take (frozen or non-configurable) stays as it is.
    }
  }
  return target
}
