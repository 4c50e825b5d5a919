/**
 * The visitor's language, decided before the first paint.
 *
 * This function is inlined into every English page's <head> as a small script
 * (see gatsby-ssr.tsx; a prefixed page has prefixedPageRedirect, below, and
 * fetches it as a file for ?lng=), so it must stand alone: no imports, no closures over module
 * scope, everything it needs passed in `config`.
 *
 * Order: ?lng=, cookie i18next, localStorage i18nextLng, sessionStorage
 * i18nextLng, navigator.languages, then English. On a prefixed URL the URL's
 * language wins (only ?lng= overrides it) and is stored. On an unprefixed
 * (English) URL a detected language other than English sends the visitor to
 * its version of the page, when the page has one: a visitor who found an
 * article not yet translated stays on it. Asked for with ?lng=, a language the
 * page lacks leads to the page above in that language (an article: that
 * language's blog). Values that are not one of the site's languages are
 * ignored and never written anywhere.
 */
export interface LanguageRedirectConfig {
  languages: string[]
  defaultLanguage: string
  storageKey: string
  cookieName: string
  /** The languages this page exists in. */
  versions: string[]
  /** The unprefixed path of the page above this one, for a language the page lacks. */
  parentPath: string
}

export interface RedirectWindow {
  location: { pathname: string; search: string; hash: string; replace(url: string): void }
  history?: { replaceState(data: unknown, unused: string, url: string): void }
  navigator: { languages?: readonly string[]; language?: string }
  document: { cookie: string; documentElement: { lang: string; style: { visibility: string } } }
  localStorage?: Pick<Storage, "getItem" | "setItem">
  sessionStorage?: Pick<Storage, "getItem">
  setTimeout(callback: () => void, ms: number): unknown
}

/** Returns the URL it sends the visitor to, or null when the page stays. */
export function languageRedirect(win: RedirectWindow, config: LanguageRedirectConfig): string | null {
  const languages = config.languages
  const fallback = config.defaultLanguage
  const location = win.location

  /* A language tag's primary subtag, when it is one of the site's languages. */
  function normalise(value: unknown): string | null {
    if (typeof value !== "string") return null
    const tag = value.trim()
    if (tag.length > 35 || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag)) return null
    const primary = tag.split(/[-_]/)[0].toLowerCase()
    return languages.indexOf(primary) >= 0 ? primary : null
  }

  function readCookie(): string | null {
    const found = new RegExp("(?:^|;)\\s*" + config.cookieName + "\\s*=([^;]*)").exec(win.document.cookie)
    try {
      return found && decodeURIComponent(found[1].trim())
    } catch {
      return null
    }
  }

  /* Touching window.localStorage itself throws where storage is blocked. */
  function readStorage(name: "localStorage" | "sessionStorage"): string | null {
    try {
      return win[name]!.getItem(config.storageKey)
    } catch {
      return null
    }
  }

  /* The cookie is written with the stored copy, so a cookie that already says code means both do: */
  /* the page skips a write to localStorage, whose first use on a page load costs a phone ~50 ms. */
  function store(code: string): void {
    if (normalise(readCookie()) === code) return
    try {
      win.localStorage!.setItem(config.storageKey, code)
    } catch {
      /* Storage may be disabled; the cookie still carries the choice. */
    }
    win.document.cookie = config.cookieName + "=" + code + "; path=/; max-age=31536000; SameSite=Lax"
  }

  const segments = location.pathname.split("/")
  const prefix = segments[1] !== fallback && languages.indexOf(segments[1]) >= 0 ? segments[1] : null
  const current = prefix || fallback

  /* ?lng=, and the rest of the query without it. */
  const rest: string[] = []
  let requested: string | null = null
  let hadLng = false
  for (const pair of location.search.slice(1).split("&")) {
    if (pair.split("=")[0] !== "lng") {
      if (pair) rest.push(pair)
      continue
    }
    hadLng = true
    try {
      requested = normalise(decodeURIComponent(pair.slice(4).replace(/\+/g, " "))) || requested
    } catch {
      /* A malformed ?lng= is ignored like any other value that is not a language. */
    }
  }
  const search = rest.length ? "?" + rest.join("&") : ""

  let target = requested || prefix
  if (target) store(target)
  else {
    /* Each source is read only when the ones before it said nothing: storage is slow to open. */
    const browser = win.navigator.languages
    const sources: (() => unknown)[] = [
      readCookie,
      () => readStorage("localStorage"),
      () => readStorage("sessionStorage"),
    ]
    for (const tag of browser && browser.length ? browser : [win.navigator.language]) sources.push(() => tag)
    for (let c = 0; !target && c < sources.length; c++) target = normalise(sources[c]())
    target = target || fallback
  }

  let path = prefix ? "/" + segments.slice(2).join("/") : location.pathname
  if (target !== current && config.versions.indexOf(target) < 0) {
    if (requested) path = config.parentPath
    else target = current
  }
  if (target === current) {
    /* Same page; only tidy a handled ?lng= out of the address bar. */
    if (hadLng && win.history) win.history.replaceState(null, "", location.pathname + search + location.hash)
    return null
  }
  const url = (target === fallback ? "" : "/" + target) + path + search + location.hash
  /* Nobody sees the English page flash while the browser leaves it; should the */
  /* navigation not happen, the page shows again. */
  win.document.documentElement.style.visibility = "hidden"
  win.setTimeout(function () {
    win.document.documentElement.style.visibility = ""
  }, 3000)
  location.replace(url)
  return url
}

/** What a page in a language of its own (a prefixed URL) knows when it is built. */
export interface PrefixedPageConfig {
  /** The page's language, the one in its URL. */
  language: string
  storageKey: string
  cookieName: string
  /** The whole redirect as a file of its own (languageRedirectFile). */
  file: string
  /** The languages the page exists in, space-separated ("": all of them), and the page above it: for the file. */
  versions: string
  parentPath: string
}

/**
 * The language redirect of a prefixed page, which goes nowhere unless the address asks for another
 * language with ?lng=: the page's language is remembered, as the whole redirect would. Only ?lng=
 * needs the whole of it, so that comes as a file (the page hidden meanwhile, for three seconds at
 * most): it weighs 900 bytes of the compressed page, a page most visitors open without ?lng=.
 */
export function prefixedPageRedirect(win: RedirectWindow & PrefixedPageWindow, page: PrefixedPageConfig): void {
  const document = win.document
  if (/[?&]lng(?:[=&]|$)/.test(win.location.search)) {
    const root = document.documentElement
    root.style.visibility = "hidden"
    win.setTimeout(function () {
      root.style.visibility = ""
    }, 3000)
    const script = document.createElement("script")
    script.src = page.file
    script.setAttribute("data-versions", page.versions)
    script.setAttribute("data-parent", page.parentPath)
    document.head.appendChild(script)
    return
  }
  const held = new RegExp("(?:^|;)\\s*" + page.cookieName + "\\s*=\\s*" + page.language + "\\s*(?:;|$)")
  if (held.test(document.cookie)) return
  try {
    win.localStorage!.setItem(page.storageKey, page.language)
  } catch {
    /* Storage may be disabled; the cookie still carries the choice. */
  }
  document.cookie = page.cookieName + "=" + page.language + "; path=/; max-age=31536000; SameSite=Lax"
}

/** What prefixedPageRedirect adds to the window the redirect reads. */
export interface PrefixedPageWindow {
  document: RedirectWindow["document"] & {
    head: { appendChild(node: unknown): unknown }
    createElement(tag: "script"): { src: string; setAttribute(name: string, value: string): void }
  }
}
