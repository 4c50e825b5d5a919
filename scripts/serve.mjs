#!/usr/bin/env node
// Serves the built site (public/) the way a static host or CDN does: files as
// they are, directories through index.html, a redirect to the trailing-slash
// URL, the .br or .gz the build wrote beside each text file (never compressing
// on request, as a CDN serves them: the whole length known up front), the
// headers of public/_headers, and for any unknown path the 404 page of the
// path's language with HTTP status 404.
import { createServer } from "node:http"
import { existsSync, readFileSync } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import { extname, join, normalize, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory()
  } catch {
    return false
  }
}

/** Resolves a URL path inside root, or null if it would leave root. */
function inside(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes("\0")) return null
  const full = normalize(join(root, decoded))
  return full === root || full.startsWith(root + sep) ? full : null
}

/** The nearest 404 page: /de/anything -> public/de/404.html, else public/404.html. */
async function notFoundPage(root, urlPath) {
  const first = urlPath.split("/")[1]
  if (first && /^[a-z]{2}$/.test(first)) {
    const localised = join(root, first, "404.html")
    if (await isFile(localised)) return localised
  }
  return join(root, "404.html")
}

/**
 * The rules of root/_headers (written by the build, the format static hosts read): a path
 * pattern where * matches anything, then indented "Name: value" lines.
 */
export function readHeaderRules(root) {
  let text
  try {
    text = readFileSync(join(root, "_headers"), "utf8")
  } catch {
    return []
  }
  const rules = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
      rules.push({ test: new RegExp(`^${pattern}$`), headers: {} })
      continue
    }
    const colon = line.indexOf(":")
    if (colon > 0 && rules.length) rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** Every header of every rule matching the path, as a host applies them. */
const headersFor = (rules, urlPath) =>
  Object.assign({}, ...rules.filter((rule) => rule.test.test(urlPath)).map((rule) => rule.headers))

/**
 * For the cross-engine browser tests (--error-probe): a script, first in every page's head, that keeps
 * each uncaught error and rejected promise in window.__pageErrors, since WebKit's WebDriver shows no console.
 * It comes from this server ('self'), so the pages' Content-Security-Policy lets it run.
 */
const errorProbePath = "/__error-probe.js"
const errorProbe = `window.__pageErrors = [];
addEventListener("error", (event) => window.__pageErrors.push(String(event.message || event.error || event.type) + (event.filename ? " (" + event.filename + ":" + event.lineno + ")" : "")));
addEventListener("unhandledrejection", (event) => window.__pageErrors.push("unhandled rejection: " + String(event.reason && event.reason.message || event.reason) + (event.reason && event.reason.stack ? " " + event.reason.stack : "")));`

export function createSiteServer(rootDir, { errorProbe: probe = false } = {}) {
  const root = resolve(rootDir)
  const rules = readHeaderRules(root)
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost")
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD" }).end()
        return
      }
      if (probe && url.pathname === errorProbePath) {
        res.writeHead(200, { "Content-Type": types[".js"], "Cache-Control": "no-store" }).end(errorProbe)
        return
      }
      let status = 200
      // The headers file instructs the host; it is not a page.
      let file = url.pathname === "/_headers" ? null : inside(root, url.pathname)
      if (file && (await isDirectory(file))) {
        if (!url.pathname.endsWith("/")) {
          res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end()
          return
        }
        file = join(file, "index.html")
      }
      if (!file || !(await isFile(file))) {
        status = 404
        file = await notFoundPage(root, url.pathname)
      }
      // The not-found pages themselves are not pages to find: /404/, /de/404/, /404.html answer 404 too.
      if (/^\/(?:[a-z]{2}\/)?404(?:\/|\.html)?(?:index\.html)?$/.test(url.pathname)) status = 404
      const type = types[extname(file).toLowerCase()] ?? "application/octet-stream"
      const headers = { ...headersFor(rules, url.pathname), "Content-Type": type, Vary: "Accept-Encoding" }
      let payload
      if (probe && extname(file) === ".html") {
        // The probe changes the page, so its stored compressed copies no longer match it: sent as it is.
        payload = Buffer.from(
          String(await readFile(file)).replace(/<head([^>]*)>/, `<head$1><script src="${errorProbePath}"></script>`),
        )
      } else {
        const accepts = String(req.headers["accept-encoding"] ?? "")
        const encoding = [
          ["br", ".br"],
          ["gzip", ".gz"],
        ].find(([name, suffix]) => new RegExp(`\\b${name}\\b`).test(accepts) && existsSync(file + suffix))
        payload = await readFile(encoding ? file + encoding[1] : file)
        if (encoding) headers["Content-Encoding"] = encoding[0]
      }
      headers["Content-Length"] = payload.length
      res.writeHead(status, headers)
      res.end(req.method === "HEAD" ? undefined : payload)
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal error")
      console.error(error)
    }
  })
  // Connections stay open a minute between requests, as a CDN's do: Node's default of 5 s closed them
  // under a client about to reuse one (the browser tests' fetch, after a long check, found it closed).
  server.keepAliveTimeout = 60_000
  return server
}

export function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolvePromise(server.address()))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "9000" },
      host: { type: "string", default: "127.0.0.1" },
      root: { type: "string", default: "public" },
      "error-probe": { type: "boolean", default: false },
    },
  })
  if (!(await isFile(join(values.root, "index.html")))) {
    console.error(`No built site in ${values.root}/. Run "npm run build" first.`)
    process.exit(1)
  }
  const port = Number(values.port)
  const options = { errorProbe: values["error-probe"] }
  const server = createSiteServer(values.root, options)
  await listen(server, port, values.host)
  // Also answer on IPv6 loopback, so "localhost" works wherever it resolves.
  if (values.host === "127.0.0.1") {
    await listen(createSiteServer(values.root, options), port, "::1").catch(() => undefined)
  }
  console.log(`Curtain AI is being served at http://localhost:${port}/ (Ctrl+C to stop)`)
}
