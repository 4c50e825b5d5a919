/** @jest-environment node */
import type { MetricWithAttribution } from "web-vitals/attribution"
import { fieldDataOrigin, fieldDataSettings } from "../../src/config/field-data"
import { site } from "../../src/config/site"
import { deviceClass, fieldMetric, pathTemplate } from "../../src/lib/field-data"

const withFieldData = (endpoint: string | null, sampleRate = 1) => ({ ...site, fieldData: { endpoint, sampleRate } })

describe("the field-data settings", () => {
  it("are off while no endpoint is set, and the CSP then allows no other origin", () => {
    expect(fieldDataSettings(withFieldData(null))).toBeNull()
    expect(fieldDataSettings(withFieldData(""))).toBeNull()
    expect(fieldDataOrigin(withFieldData(null))).toBeNull()
  })

  it("take an https endpoint, or plain http on this machine only, and give the CSP its origin", () => {
    expect(fieldDataSettings(withFieldData("https://vitals.example.com/v1?site=curtain", 0.5))).toEqual({
      endpoint: "https://vitals.example.com/v1?site=curtain",
      sampleRate: 0.5,
    })
    expect(fieldDataOrigin(withFieldData("https://vitals.example.com/v1"))).toBe("https://vitals.example.com")
    expect(fieldDataOrigin(withFieldData("http://127.0.0.1:9123/vitals"))).toBe("http://127.0.0.1:9123")
  })

  it.each([
    ["vitals.example.com", /is not an address/],
    ["http://vitals.example.com/", /must use https/],
    ["javascript:alert(1)", /must use https/],
    ["https://owner:secret@vitals.example.com/", /user name or password/],
  ])("refuse the endpoint %s, saying why", (endpoint, message) => {
    expect(() => fieldDataSettings(withFieldData(endpoint))).toThrow(message)
  })

  it.each([0, -1, 1.5, Number.NaN])("refuse a sample rate of %s", (rate) => {
    expect(() => fieldDataSettings(withFieldData("https://vitals.example.com/", rate))).toThrow(/sampleRate/)
  })
})

describe("what a page view reports about itself", () => {
  it.each([
    ["/", "/[lang]/", "en"],
    ["/ja/", "/[lang]/", "ja"],
    ["/blog/", "/[lang]/blog/", "en"],
    ["/ru/blog/", "/[lang]/blog/", "ru"],
    ["/blog/sheer-vs-blackout-curtains/", "/[lang]/blog/[slug]/", "en"],
    ["/zh/blog/sheer-vs-blackout-curtains/", "/[lang]/blog/[slug]/", "zh"],
    ["/de/privacy/", "/[lang]/privacy/", "de"],
    ["/terms/", "/[lang]/terms/", "en"],
    ["/el/try/", "/[lang]/try/", "el"],
    ["/404.html", "/[lang]/404/", "en"],
    ["/ko/404.html", "/[lang]/404/", "ko"],
    ["/xx/my-name-and-email/", "/[lang]/other/", "en"],
    ["/blog/a/b/c/", "/[lang]/other/", "en"],
  ])("%s: the path template %s and the language %s", (route, path, language) => {
    expect(pathTemplate(route)).toEqual({ path, language })
  })

  it("says only phone, tablet or desktop", () => {
    expect(deviceClass(true, 390, 844)).toBe("phone")
    expect(deviceClass(true, 844, 390)).toBe("phone")
    expect(deviceClass(true, 820, 1180)).toBe("tablet")
    expect(deviceClass(false, 390, 844)).toBe("desktop")
    expect(deviceClass(false, 2560, 1440)).toBe("desktop")
  })

  it("sends an INP with its parts and the control that was slow, rounded, and nothing of the entries", () => {
    const metric = {
      name: "INP",
      value: 231.7,
      rating: "needs-improvement",
      delta: 231.7,
      id: "v5-1700000000000-1234",
      entries: [{ name: "pointerdown" }],
      attribution: {
        interactionTarget: "nav>button.menu",
        interactionType: "pointer",
        inputDelay: 20.4,
        processingDuration: 61.2,
        presentationDelay: 150.1,
        loadState: "complete",
        longAnimationFrameEntries: [{}],
      },
    } as unknown as MetricWithAttribution
    expect(fieldMetric(metric)).toEqual({
      name: "INP",
      value: 232,
      rating: "needs-improvement",
      attribution: {
        target: "nav>button.menu",
        inputDelay: 20,
        processingDuration: 61,
        presentationDelay: 150,
      },
    })
    // web-vitals' own id for the metric would let a receiver join one visit's reports: it is not sent,
    // nor how the page was reached, whether a finger or a key did it, or how far the page had loaded.
    expect(JSON.stringify(fieldMetric(metric))).not.toMatch(/v5-|navigat|pointer|complete/)
  })

  it("keeps CLS's fractions, and cuts a long selector", () => {
    const metric = {
      name: "CLS",
      value: 0.123456,
      rating: "needs-improvement",
      navigationType: "reload",
      attribution: { largestShiftTarget: "main>".repeat(40), largestShiftValue: 0.1, loadState: "dom-content-loaded" },
    } as unknown as MetricWithAttribution
    const sent = fieldMetric(metric)
    expect(sent.value).toBe(0.1235)
    expect(String(sent.attribution.target)).toHaveLength(100)
  })
})
