/** @jest-environment node */
import { spawnSync } from "child_process"
import path from "path"
import { optionalSettings, unsetValues, unsetValuesReport } from "../../src/config/release-check"
import { site, type SiteConfig } from "../../src/config/site"

const owned: SiteConfig = {
  ...site,
  siteUrl: "https://www.curtainai.app",
  stores: {
    ios: { url: "https://apps.apple.com/app/id1234567890", appId: "1234567890", providerToken: "118465112" },
    android: { url: "https://play.google.com/store/apps/details?id=app.curtainai", packageName: "app.curtainai" },
  },
  legal: {
    ...site.legal,
    developer: "Perde Yazılım A.Ş.",
    address: "Bağdat Caddesi 10, 34710 İstanbul, Türkiye",
    email: "hello@curtainai.app",
    supportEmail: "support@curtainai.app",
  },
  maker: { name: "Perde Yazılım", url: "https://perde.dev/" },
}

describe("the release check", () => {
  it("names every owner setting still at its placeholder", () => {
    expect(unsetValues(site).map((value) => value.setting)).toEqual([
      "SITE_URL (environment)",
      "site.ts: appStoreId",
      "site.ts: appStoreProviderToken",
      "site.ts: playPackage",
      "site.ts: legal.developer",
      "site.ts: legal.address",
      "site.ts: legal.email",
      "site.ts: legal.supportEmail",
      "site.ts: maker.url",
    ])
    expect(unsetValuesReport(unsetValues(site))).toMatch(/^9 owner settings are still a placeholder/)
  })

  it("passes once the owner has set them, and names only what is left", () => {
    expect(unsetValues(owned)).toEqual([])
    expect(
      unsetValues({ ...owned, legal: { ...owned.legal, supportEmail: site.legal.supportEmail } }).map((v) => v.setting),
    ).toEqual(["site.ts: legal.supportEmail"])
  })

  it("lists the field-data endpoint as an optional setting, off or where it sends", () => {
    expect(optionalSettings(owned)).toEqual([expect.stringMatching(/^site\.ts: fieldData\.endpoint = not set/)])
    const measured = { ...owned, fieldData: { endpoint: "https://vitals.curtainai.app/", sampleRate: 0.25 } }
    expect(optionalSettings(measured)).toEqual([
      "site.ts: fieldData.endpoint = https://vitals.curtainai.app/ (25% of page views send their Core Web Vitals there)",
    ])
    // Not a release blocker either way.
    expect(unsetValues(measured)).toEqual([])
  })

  it("npm run check:release exits non-zero, naming each value, while placeholders remain", () => {
    const root = path.join(__dirname, "..", "..")
    const result = spawnSync(
      process.execPath,
      [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/check-release.ts"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, SITE_URL: "https://www.curtainai.app" },
      },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("site.ts: appStoreId = 6740000000")
    expect(result.stderr).toContain("site.ts: maker.url")
    // SITE_URL from the environment counts as set.
    expect(result.stderr).not.toContain("SITE_URL")
  })
})
