import { languageCodes } from "../../src/i18n/languages"
import {
  languageRedirect,
  prefixedPageRedirect,
  type PrefixedPageConfig,
  type PrefixedPageWindow,
  type RedirectWindow,
} from "../../src/i18n/language-redirect"
import { languageRedirectFile, languageRedirectScript } from "../../gatsby/language-redirect-script"

const config = {
  languages: [...languageCodes],
  defaultLanguage: "en",
  storageKey: "i18nextLng",
  cookieName: "i18next",
  versions: [...languageCodes],
  parentPath: "/",
}

interface FakeOptions {
  url?: string
  browser?: string[]
  cookie?: string
  local?: string | null
  session?: string | null
  storageThrows?: boolean
}

/** How often the page touched each storage: opening one is the slow part on a phone. */
interface StorageUse {
  localStorage: number
  sessionStorage: number
}

function fakeWindow({
  url = "/",
  browser = ["en-US"],
  cookie = "",
  local = null,
  session = null,
  storageThrows = false,
}: FakeOptions) {
  const parsed = new URL(url, "https://curtain-ai.example")
  const stored = new Map<string, string>(local === null ? [] : [["i18nextLng", local]])
  const cookies: string[] = []
  const used: StorageUse = { localStorage: 0, sessionStorage: 0 }
  const replaced: string[] = []
  const rewritten: string[] = []
  const appended: HTMLScriptElement[] = []
  const timers: (() => void)[] = []
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  }
  const documentStub = {
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      cookies.push(value)
    },
    documentElement: { lang: "en", style: { visibility: "" } },
    head: { appendChild: (node: HTMLScriptElement) => void appended.push(node) },
    createElement: (tag: string) => document.createElement(tag),
    currentScript: null as HTMLScriptElement | null,
  }
  const win = {
    location: {
      pathname: parsed.pathname,
      search: parsed.search,
      hash: parsed.hash,
      replace: (to: string) => void replaced.push(to),
    },
    history: { replaceState: (_d: unknown, _u: string, to: string) => void rewritten.push(to) },
    navigator: { languages: browser, language: browser[0] },
    document: documentStub,
    setTimeout: (callback: () => void) => timers.push(callback),
  } as unknown as RedirectWindow & PrefixedPageWindow
  Object.defineProperty(win, "localStorage", {
    get() {
      used.localStorage++
      if (storageThrows) throw new Error("SecurityError")
      return storage
    },
  })
  Object.defineProperty(win, "sessionStorage", {
    get() {
      used.sessionStorage++
      if (storageThrows) throw new Error("SecurityError")
      return { getItem: () => session }
    },
  })
  /** Runs the redirect's file as the browser would once the inline script has appended it. */
  const runFile = () => {
    documentStub.currentScript = appended[0]
    new Function("window", "document", languageRedirectFile().code)(win, documentStub)
  }
  const html = documentStub.documentElement
  return { win, stored, cookies, used, replaced, rewritten, html, appended, timers, runFile }
}

describe("languageRedirect", () => {
  it("sends a tr-TR browser from / to /tr/", () => {
    const f = fakeWindow({ browser: ["tr-TR", "tr"] })
    expect(languageRedirect(f.win, config)).toBe("/tr/")
    expect(f.replaced).toEqual(["/tr/"])
    expect(f.html.style.visibility).toBe("hidden")
  })

  it("keeps the path, the query and the hash", () => {
    const f = fakeWindow({ url: "/blog/sheer-vs-blackout-curtains/?utm_source=x&b=2#faq", browser: ["de-DE"] })
    expect(languageRedirect(f.win, config)).toBe("/de/blog/sheer-vs-blackout-curtains/?utm_source=x&b=2#faq")
  })

  it.each([
    ["zh-CN", "/zh/"],
    ["zh-TW", "/zh/"],
    ["zh-Hans", "/zh/"],
    ["zh-Hant-TW", "/zh/"],
    ["ja", "/ja/"],
    ["el-GR", "/el/"],
  ])("drops the region of %s", (browser, expected) => {
    expect(languageRedirect(fakeWindow({ browser: [browser] }).win, config)).toBe(expected)
  })

  it("takes the first supported browser language", () => {
    expect(languageRedirect(fakeWindow({ browser: ["pt-BR", "xx", "sv-SE", "de"] }).win, config)).toBe("/sv/")
  })

  it("lets a stored choice beat the browser language", () => {
    const f = fakeWindow({ browser: ["tr-TR"], local: "ja" })
    expect(languageRedirect(f.win, config)).toBe("/ja/")
  })

  it("reads the cookie first, then localStorage, then sessionStorage", () => {
    expect(languageRedirect(fakeWindow({ cookie: "a=1; i18next=ko", local: "ja", session: "de" }).win, config)).toBe(
      "/ko/",
    )
    expect(languageRedirect(fakeWindow({ local: "ja", session: "de" }).win, config)).toBe("/ja/")
    expect(languageRedirect(fakeWindow({ session: "de" }).win, config)).toBe("/de/")
  })

  it("leaves storage closed when the cookie already names a language", () => {
    const f = fakeWindow({ cookie: "i18next=ko", local: "ja", session: "de" })
    expect(languageRedirect(f.win, config)).toBe("/ko/")
    expect(f.used).toEqual({ localStorage: 0, sessionStorage: 0 })
  })

  it("on a page in the language the cookie already holds, writes nothing", () => {
    const f = fakeWindow({ url: "/ja/blog/", cookie: "i18next=ja", local: "ja" })
    expect(languageRedirect(f.win, config)).toBeNull()
    expect(f.cookies).toEqual([])
    expect(f.used.localStorage).toBe(0)
  })

  it("stays on English for English or unsupported browsers and stores nothing", () => {
    for (const browser of [["en-GB"], ["pt-BR", "xx"], []]) {
      const f = fakeWindow({ browser })
      expect(languageRedirect(f.win, config)).toBeNull()
      expect(f.replaced).toEqual([])
      expect(f.cookies).toEqual([])
      expect(f.html.style.visibility).toBe("")
    }
  })

  it("stays when the stored choice is English, whatever the browser says", () => {
    expect(languageRedirect(fakeWindow({ browser: ["de-DE"], local: "en" }).win, config)).toBeNull()
  })

  it("on a prefixed URL keeps the URL's language and stores it", () => {
    const f = fakeWindow({ url: "/ja/blog/", browser: ["tr-TR"], local: "de" })
    expect(languageRedirect(f.win, config)).toBeNull()
    expect(f.stored.get("i18nextLng")).toBe("ja")
    expect(f.cookies[0]).toMatch(/^i18next=ja; path=\//)
  })

  it("switches to ?lng= on any page, stores it, and drops it from the URL", () => {
    const f = fakeWindow({ url: "/ja/privacy/?lng=de&x=1#top", local: "ja" })
    expect(languageRedirect(f.win, config)).toBe("/de/privacy/?x=1#top")
    expect(f.stored.get("i18nextLng")).toBe("de")
    expect(f.cookies[0]).toMatch(/^i18next=de;/)
  })

  it("?lng=en goes back to the unprefixed page", () => {
    const f = fakeWindow({ url: "/de/blog/?lng=en" })
    expect(languageRedirect(f.win, config)).toBe("/blog/")
    expect(f.stored.get("i18nextLng")).toBe("en")
  })

  it("?lng= of the page's own language only tidies the address bar", () => {
    const f = fakeWindow({ url: "/de/blog/?lng=DE-at&y=2" })
    expect(languageRedirect(f.win, config)).toBeNull()
    expect(f.rewritten).toEqual(["/de/blog/?y=2"])
  })

  const hostile = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "de'",
    "en<",
    "__proto__",
    "constructor",
    "x".repeat(10_000),
    "xx",
  ]

  it.each(hostile)("ignores ?lng=%s: nothing stored, detection goes on", (value) => {
    const f = fakeWindow({ url: `/?lng=${encodeURIComponent(value)}`, browser: ["en-US"] })
    expect(languageRedirect(f.win, config)).toBeNull()
    expect(f.cookies).toEqual([])
    expect(f.stored.size).toBe(0)
    expect(f.rewritten).toEqual(["/"])
  })

  it.each(hostile)("ignores a stored or cookie value of %s and falls back to the browser", (value) => {
    const f = fakeWindow({
      cookie: `i18next=${encodeURIComponent(value)}`,
      local: value,
      session: value,
      browser: ["it-IT"],
    })
    expect(languageRedirect(f.win, config)).toBe("/it/")
    expect(f.replaced.join()).not.toContain("<")
  })

  it("never redirects a redirected page again (no loops)", () => {
    const first = fakeWindow({ browser: ["fr-FR"] })
    const url = languageRedirect(first.win, config)!
    const second = fakeWindow({ url, browser: ["fr-FR"], local: first.stored.get("i18nextLng") ?? null })
    expect(languageRedirect(second.win, config)).toBeNull()
  })

  it("still works when storage is blocked", () => {
    const f = fakeWindow({ browser: ["nl-NL"], storageThrows: true })
    expect(languageRedirect(f.win, config)).toBe("/nl/")
    const g = fakeWindow({ url: "/?lng=pl", storageThrows: true })
    expect(languageRedirect(g.win, config)).toBe("/pl/")
    expect(g.cookies[0]).toMatch(/^i18next=pl;/)
  })

  it("stands alone, so it can be inlined as a script", () => {
    // The inlined copy is the function's own source: it must not reach outside itself.
    const standalone = new Function("win", "config", `return (${languageRedirect.toString()})(win, config)`)
    expect(standalone(fakeWindow({ browser: ["ro-RO"] }).win, config)).toBe("/ro/")
  })

  describe("on a page that exists in some languages only (an article not yet translated)", () => {
    const article = { ...config, versions: ["en", "es"], parentPath: "/blog/" }

    it("sends a visitor to their language's version when it exists", () => {
      expect(languageRedirect(fakeWindow({ url: "/blog/estilo/", browser: ["es-ES"] }).win, article)).toBe(
        "/es/blog/estilo/",
      )
    })

    it("keeps a visitor on the article when it has no version in their language, and stores nothing", () => {
      const f = fakeWindow({ url: "/blog/estilo/", browser: ["de-DE"] })
      expect(languageRedirect(f.win, article)).toBeNull()
      expect(f.replaced).toEqual([])
      expect(f.cookies).toEqual([])
      expect(languageRedirect(fakeWindow({ url: "/blog/estilo/", cookie: "i18next=ja" }).win, article)).toBeNull()
    })

    it("takes a visitor who asks for a missing language with ?lng= to that language's blog", () => {
      expect(languageRedirect(fakeWindow({ url: "/blog/estilo/?lng=de" }).win, article)).toBe("/de/blog/")
      expect(languageRedirect(fakeWindow({ url: "/es/blog/estilo/?lng=fr&x=1" }).win, article)).toBe("/fr/blog/?x=1")
    })
  })
})

const page: PrefixedPageConfig = {
  language: "ja",
  storageKey: "i18nextLng",
  cookieName: "i18next",
  file: "/language-redirect-0123.js",
  versions: "en ja",
  parentPath: "/blog/",
}

describe("the language redirect of a page with a language prefix", () => {
  it("remembers the page's language and fetches nothing", () => {
    const f = fakeWindow({ url: "/ja/blog/" })
    prefixedPageRedirect(f.win, page)
    expect(f.stored.get("i18nextLng")).toBe("ja")
    expect(f.cookies).toEqual(["i18next=ja; path=/; max-age=31536000; SameSite=Lax"])
    expect(f.appended).toEqual([])
    expect(f.html.style.visibility).toBe("")
  })

  it("writes nothing when the cookie already holds the language", () => {
    const f = fakeWindow({ url: "/ja/blog/", cookie: "theme=dark; i18next=ja" })
    prefixedPageRedirect(f.win, page)
    expect([f.cookies, f.stored.size]).toEqual([[], 0])
    const other = fakeWindow({ url: "/ja/blog/", cookie: "i18next=jam" })
    prefixedPageRedirect(other.win, page)
    expect(other.cookies).toHaveLength(1)
  })

  it("still writes the cookie where storage is blocked", () => {
    const f = fakeWindow({ url: "/ja/", storageThrows: true })
    prefixedPageRedirect(f.win, page)
    expect(f.cookies[0]).toMatch(/^i18next=ja;/)
  })

  it.each(["?lng=fr", "?ref=mail&lng=fr", "?lng", "?lng=&x=1"])(
    "for %s hides the page and fetches the whole redirect, with the page's versions",
    (query) => {
      const f = fakeWindow({ url: `/ja/blog/${query}` })
      prefixedPageRedirect(f.win, page)
      expect(f.html.style.visibility).toBe("hidden")
      expect(f.appended.map((script) => script.getAttribute("src"))).toEqual([page.file])
      expect({ ...f.appended[0].dataset }).toEqual({ versions: "en ja", parent: "/blog/" })
      expect(f.cookies).toEqual([])
      // shown again after three seconds, should the file never come
      f.timers.forEach((timer) => timer())
      expect(f.html.style.visibility).toBe("")
    },
  )

  it("leaves ?lang=, ?slng= and #lng= to the page", () => {
    for (const url of ["/ja/?lang=fr", "/ja/?slng=fr", "/ja/#lng=fr"]) {
      const f = fakeWindow({ url })
      prefixedPageRedirect(f.win, page)
      expect(f.appended).toEqual([])
    }
  })
})

describe("the whole redirect's file, fetched for ?lng= on a prefixed page", () => {
  const fetched = (url: string, versions = "en ja", parentPath = "/blog/") => {
    const f = fakeWindow({ url })
    prefixedPageRedirect(f.win, { ...page, file: languageRedirectFile().name, versions, parentPath })
    f.runFile()
    return f
  }

  it("is named by its content", () => {
    expect(languageRedirectFile().name).toMatch(/^\/language-redirect-[0-9a-f]{20}\.js$/)
  })

  it("sends the visitor to the language asked for, keeping the query and the hash", () => {
    const f = fetched("/ja/blog/a/?ref=mail&lng=en#top")
    expect(f.replaced).toEqual(["/blog/a/?ref=mail#top"])
    expect(f.cookies[0]).toMatch(/^i18next=en;/)
  })

  it("leads to the page above in a language the page lacks", () => {
    expect(fetched("/ja/blog/a/?lng=fr").replaced).toEqual(["/fr/blog/"])
  })

  it("reads no versions as every language", () => {
    expect(fetched("/ja/blog/?lng=fr", "", "/").replaced).toEqual(["/fr/blog/"])
  })

  it("shows the page again when it stays, the address tidied", () => {
    for (const query of ["?lng=ja&x=1", `?lng=${encodeURIComponent("<script>")}&x=1`]) {
      const f = fetched(`/ja/blog/${query}`)
      expect(f.replaced).toEqual([])
      expect(f.rewritten).toEqual(["/ja/blog/?x=1"])
      expect(f.html.style.visibility).toBe("")
    }
  })
})

describe("the inline language redirect of each page", () => {
  it("is the whole redirect on an English page, the short one on a prefixed page", () => {
    const english = languageRedirectScript("/blog/a/", ["en", "ja"])
    const japanese = languageRedirectScript("/blog/a/", ["en", "ja"], "ja")
    expect(english).toContain("navigator")
    expect(japanese).not.toContain("navigator")
    expect(japanese).toContain(`"file":"${languageRedirectFile().name}"`)
    expect(japanese).toContain('"versions":"en ja"')
    expect(languageRedirectScript("/", undefined, "ja")).toContain('"versions":""')
    expect(japanese.length).toBeLessThan(english.length / 2)
  })
})
