/**
 * A Babel plugin, run beside @emotion/babel-plugin (gatsby-plugin-emotion). That plugin turns each
 * `styled.div` into `_styled("div", { target: "e1ibmvn49" })`, and emotion then writes that name, as
 * a second class beside the `css-…` one, on every element the component styles, so that a component
 * can be named in another's styles (`${Card}:hover &`). The site names none: the classes cost each page about 190
 * bytes of its compressed HTML, and were what kept 18 of the 50 pages that missed the first round
 * trip at Brotli's level 7 from fitting (docs/performance.md). This takes the `target` back out.
 *
 * Without it a component selector cannot work: in development emotion stops with "Component
 * selectors can only be used in conjunction with @emotion/babel-plugin"; in a production build the
 * rule would name `.undefined`. Write the selector as a class or a data attribute instead.
 *
 * Gatsby's cache of compiled files knows which Babel plugins run, not what their code says: after
 * editing this file, `npm run clean` before building, or files compiled before keep the old output.
 */
const STYLED_BASE = "@emotion/styled/base"

/** The local names of `@emotion/styled/base`'s default export in the file: what emotion calls. */
function styledBaseNames(program) {
  const names = new Set()
  for (const node of program.node.body) {
    if (node.type !== "ImportDeclaration" || node.source.value !== STYLED_BASE) continue
    for (const specifier of node.specifiers)
      if (specifier.type === "ImportDefaultSpecifier") names.add(specifier.local.name)
  }
  return names
}

/**
 * The option objects of a styled call's second argument: an object; with a label for development,
 * `process.env.NODE_ENV === "production" ? {…} : {…}`; or `_extends({}, {…}, options)` where the
 * component passed options that are not an object literal.
 */
function optionObjects(t, node) {
  if (t.isObjectExpression(node)) return [node]
  if (t.isConditionalExpression(node)) return [node.consequent, node.alternate].flatMap((n) => optionObjects(t, n))
  if (t.isCallExpression(node)) return node.arguments.filter((n) => t.isObjectExpression(n))
  return []
}

const isTarget = (t, property) =>
  t.isObjectProperty(property) &&
  !property.computed &&
  t.isIdentifier(property.key, { name: "target" }) &&
  t.isStringLiteral(property.value)

/** A call emotion gives a target: `_styled(tag, options)`, or `Component.withComponent(tag, options)`. */
function isStyledCall(t, path) {
  const { callee } = path.node
  if (t.isMemberExpression(callee)) return t.isIdentifier(callee.property, { name: "withComponent" })
  return t.isIdentifier(callee) && styledBaseNames(path.scope.getProgramParent().path).has(callee.name)
}

module.exports = function emotionNoTarget({ types: t }) {
  return {
    name: "emotion-no-target",
    visitor: {
      CallExpression: {
        // On the way out, after emotion's plugin (listed before this one) has added the option to a
        // `withComponent` call on its own way out.
        exit(path) {
          const args = path.node.arguments
          if (args.length !== 2 || !isStyledCall(t, path)) return
          for (const options of optionObjects(t, args[1]))
            options.properties = options.properties.filter((property) => !isTarget(t, property))
          if (t.isObjectExpression(args[1]) && args[1].properties.length === 0) args.pop()
        },
      },
    },
  }
}
