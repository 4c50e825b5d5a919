/**
 * Real visitors' Core Web Vitals, sent to the owner's endpoint (docs/field-data.md). Loaded on its own,
 * after the page has loaded and gone idle, only in a build with an endpoint and only for the sampled
 * share of page views (gatsby-browser.tsx): a build without one has none of this code.
 *
 * What leaves the browser is the metric and what made it slow, and three coarse facts about the page
 * view: the page's path template, its language and the kind of device. Never a cookie, an id, the
 * user agent, the address as typed or the referrer.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from "web-vitals/attribution"
import { defaultLanguage, languageCodes } from "../i18n/languages"

export type DeviceClass = "phone" | "tablet" | "desktop"

/** One metric as it is sent: what web-vitals measured, rounded, with the parts that say why. */
export interface FieldMetric {
  name: MetricWithAttribution["name"]
  value: number
  rating: MetricWithAttribution["rating"]
  attribution: Record<string, string | number>
}

/** The JSON body of one request: every metric ready when the page was hidden. */
export interface FieldReport {
  path: string
  language: string
  device: DeviceClass
  metrics: FieldMetric[]
}

const documents = new Set(["privacy", "terms", "try"])

/**
 * The page's route with its language and article slug replaced, as `/[lang]/blog/[slug]/`: the route
 * Gatsby served (window.pagePath), never the address as typed, its query or its hash. The same
 * template for every language, the language itself sent beside it.
 */
export function pathTemplate(route: string): { path: string; language: string } {
  const segments = route.split("/").filter(Boolean)
  const language = (languageCodes as readonly string[]).includes(segments[0]) ? segments.shift()! : defaultLanguage
  const [first, second, ...rest] = segments
  let page: string
  if (first === undefined) page = ""
  else if (first === "blog" && second === undefined) page = "blog/"
  else if (first === "blog" && rest.length === 0) page = "blog/[slug]/"
  else if (/^404(\.html)?$/.test(first) && second === undefined) page = "404/"
  else if (documents.has(first) && second === undefined) page = `${first}/`
  else page = "other/"
  return { path: `/[lang]/${page}`, language }
}

/** A phone, a tablet or a computer, from the pointer and the screen's shorter side: nothing finer. */
export function deviceClass(coarsePointer: boolean, screenWidth: number, screenHeight: number): DeviceClass {
  if (!coarsePointer) return "desktop"
  return Math.min(screenWidth, screenHeight) < 600 ? "phone" : "tablet"
}

const ms = (value: number | undefined) => Math.round(value ?? 0)
/** An element as web-vitals names it (tag, id, classes), cut short: a place on the page, nothing typed into it. */
const element = (selector: string | undefined) => (selector ?? "").slice(0, 100)

/** The parts of each metric's attribution that say what to fix, and nothing else. */
export function fieldMetric(metric: MetricWithAttribution): FieldMetric {
  const base = {
    name: metric.name,
    value: metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : ms(metric.value),
    rating: metric.rating,
  }
  switch (metric.name) {
    case "LCP": {
      const a = metric.attribution
      return {
        ...base,
        attribution: {
          target: element(a.target),
          timeToFirstByte: ms(a.timeToFirstByte),
          resourceLoadDelay: ms(a.resourceLoadDelay),
          resourceLoadDuration: ms(a.resourceLoadDuration),
          elementRenderDelay: ms(a.elementRenderDelay),
        },
      }
    }
    case "INP": {
      const a = metric.attribution
      return {
        ...base,
        attribution: {
          target: element(a.interactionTarget),
          inputDelay: ms(a.inputDelay),
          processingDuration: ms(a.processingDuration),
          presentationDelay: ms(a.presentationDelay),
        },
      }
    }
    case "CLS": {
      const a = metric.attribution
      return {
        ...base,
        attribution: {
          target: element(a.largestShiftTarget),
          largestShift: Math.round((a.largestShiftValue ?? 0) * 10_000) / 10_000,
        },
      }
    }
    case "FCP": {
      const a = metric.attribution
      return {
        ...base,
        attribution: {
          timeToFirstByte: ms(a.timeToFirstByte),
          firstByteToFCP: ms(a.firstByteToFCP),
        },
      }
    }
    case "TTFB": {
      const a = metric.attribution
      return {
        ...base,
        attribution: {
          waitingDuration: ms(a.waitingDuration),
          dnsDuration: ms(a.dnsDuration),
          connectionDuration: ms(a.connectionDuration),
          requestDuration: ms(a.requestDuration),
        },
      }
    }
  }
}

/**
 * Sends with fetch's keepalive, which outlives the page as sendBeacon does, because sendBeacon always
 * sends the endpoint's cookies and the page's address as referrer: here there are neither. A text/plain
 * body of JSON needs no CORS preflight, so any endpoint that accepts a POST receives it.
 */
function send(endpoint: string, report: FieldReport): void {
  void fetch(endpoint, {
    method: "POST",
    body: JSON.stringify(report),
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    keepalive: true,
    credentials: "omit",
    referrerPolicy: "no-referrer",
    mode: "no-cors",
  }).catch(() => {
    // A measurement that cannot be delivered is dropped: the visitor never sees an error for it.
  })
}

/** Starts measuring this page view; each time the page is hidden, what is ready goes in one request. */
export function reportFieldData(endpoint: string): void {
  const route = (window as { pagePath?: string }).pagePath ?? "/other/"
  const { path, language } = pathTemplate(route)
  const device = deviceClass(window.matchMedia("(pointer: coarse)").matches, window.screen.width, window.screen.height)
  let queued: FieldMetric[] = []
  const flush = () => {
    if (queued.length === 0) return
    send(endpoint, { path, language, device, metrics: queued })
    queued = []
  }
  const collect = (metric: MetricWithAttribution) => {
    queued.push(fieldMetric(metric))
    // web-vitals reports LCP, CLS and INP as the page is hidden: send them with whatever else is ready.
    if (document.visibilityState === "hidden") queueMicrotask(flush)
  }
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(collect as (metric: MetricWithAttribution) => void)
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush())
  window.addEventListener("pagehide", flush)
}
