/**
 * The visitor's language, decided before the first paint.
 *
 * This function is inlined into every page's <head> as a small script (see
 * gatsby-ssr.tsx), so it must stand alone: no imports, no closures over module
 * scope, everything it needs passed in `config`.
 *
 * Order: ?lng=, cookie i18next, localStorage i18nextLng, sessionStorage
 * i18nextLng, navigator.languages, <html lang>. On a prefixed URL the URL's
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

  function normalise(value: unknown): string | null {
    if (typeof value !== "string") return null
    const tag = value.trim()
    if (tag.length === 0 || tag.length > 35 || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag)) return null
    const primary = tag.split(/[-_]/)[0].toLowerCase()
    return languages.indexOf(primary) >= 0 ? primary : null
  }

  function readCookie(): string | null {
    const parts = win.document.cookie ? win.document.cookie.split(";") : []
    for (let i = 0; i < parts.length; i++) {
      const pair = parts[i].split("=")
      if (pair[0].trim() === config.cookieName) {
        try {
          return decodeURIComponent(pair.slice(1).join("=").trim())
        } catch {
          return null
        }
      }
    }
    return null
  }

  /* Touching window.localStorage itself throws where storage is blocked. */
  function readStorage(name: "localStorage" | "sessionStorage"): string | null {
    try {
      const storage = win[name]
      return storage ? storage.getItem(config.storageKey) : null
    } catch {
      return null
    }
  }

  /* The cookie is written with the stored copy, so a cookie that already says code means both do: */
  /* the page skips a write to localStorage, whose first use on a page load costs a phone ~50 ms. */
  function store(code: string): void {
    if (normalise(readCookie()) === code) return
    try {
      const storage = win.localStorage
      if (storage) storage.setItem(config.storageKey, code)
    } catch {
      /* Storage may be disabled; the cookie still carries the choice. */
    }
    win.document.cookie = config.cookieName + "=" + code + "; path=/; max-age=31536000; SameSite=Lax"
  }

  const location = win.location
  const segments = location.pathname.split("/")
  const prefix = segments[1] !== fallback && languages.indexOf(segments[1]) >= 0 ? segments[1] : null
  const basePath = prefix ? "/" + segments.slice(2).join("/") : location.pathname

  /* The rest of the query, without lng. */
  const query = location.search.replace(/^\?/, "").split("&")
  const rest: string[] = []
  let requested: string | null = null
  let hadLng = false
  for (let q = 0; q < query.length; q++) {
    if (!query[q]) continue
    const key = query[q].split("=")[0]
    if (key === "lng") {
      hadLng = true
      let raw = query[q].slice(4)
      try {
        raw = decodeURIComponent(raw.replace(/\+/g, " "))
      } catch {
        raw = ""
      }
      requested = normalise(raw) || requested
    } else {
      rest.push(query[q])
    }
  }
  const search = rest.length ? "?" + rest.join("&") : ""

  let target: string
  if (requested) {
    target = requested
    store(target)
  } else if (prefix) {
    target = prefix
    store(target)
  } else {
    /* Each source is read only when the ones before it said nothing: storage is slow to open. */
    const sources: (() => unknown)[] = [
      readCookie,
      () => readStorage("localStorage"),
      () => readStorage("sessionStorage"),
    ]
    const browser =
      win.navigator.languages && win.navigator.languages.length ? win.navigator.languages : [win.navigator.language]
    browser.forEach((tag) => sources.push(() => tag))
    sources.push(() => win.document.documentElement.lang)
    target = fallback
    for (let c = 0; c < sources.length; c++) {
      const found = normalise(sources[c]())
      if (found) {
        target = found
        break
      }
    }
  }

  const current = prefix || fallback
  let path = basePath
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
