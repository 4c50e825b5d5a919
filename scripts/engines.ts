/**
 * One small interface over the three browser engines a visitor may hold: Chromium (Android, desktop),
 * Firefox and WebKit (every browser on an iPhone). Chromium and Firefox are driven by puppeteer-core
 * (Firefox over WebDriver BiDi), WebKit by selenium-webdriver through WebKitGTK's own WebDriver in a
 * virtual display. The cross-engine browser tests and `npm run screenshots -- --engine` use it.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createRequire } from "node:module"
import { createServer } from "node:net"
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core"
import { Builder, By, Key, Origin, type WebDriver } from "selenium-webdriver"

const { chromiumArgs, chromiumPath, firefoxPath, webkitPaths } = createRequire(__filename)("./browsers.cjs") as {
  chromiumArgs: string[]
  chromiumPath: () => string | null
  firefoxPath: () => string | null
  webkitPaths: () => { driver: string; browser: string; display: string } | null
}

export type EngineName = "chromium" | "firefox" | "webkit"
export const engineNames: EngineName[] = ["chromium", "firefox", "webkit"]

/** The keys the tests press; each engine's driver names them its own way. */
export type EngineKey =
  "ArrowRight" | "ArrowLeft" | "ArrowUp" | "ArrowDown" | "Home" | "End" | "Enter" | "Space" | "Tab" | "Escape"

export interface Viewport {
  width: number
  height: number
}

/** One tab of one engine, at one viewport. */
export interface EnginePage {
  readonly engine: EngineName
  /** Opens a URL and waits until the page's scripts have hydrated it (html[data-hydrated]). */
  goto(url: string): Promise<void>
  /** Runs a function in the page with JSON arguments; a promise it returns is awaited. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>
  /** Waits until a function run in the page returns true (return a boolean: an element does not cross over). */
  waitFor<A extends unknown[]>(fn: (...args: A) => unknown, timeoutMs: number, ...args: A): Promise<void>
  /** A real click (pointer events, focus) in the middle of the first element matching a CSS selector. */
  click(selector: string): Promise<void>
  /** A real key press on the focused element, with Shift held if asked. */
  press(key: EngineKey, options?: { shift?: boolean }): Promise<void>
  /** Drags with the mouse from the middle of an element by (dx, dy) CSS pixels, in small steps. */
  drag(selector: string, dx: number, dy: number): Promise<void>
  /** Types into a text field as a visitor would, over what it held (selected first, so the keys replace it). */
  type(selector: string, text: string): Promise<void>
  /** Sets the files of an <input type=file> as a visitor choosing them would. */
  chooseFiles(selector: string, paths: string[]): Promise<void>
  /** A PNG of the viewport, or of the whole page where the engine can. */
  screenshot(options?: { fullPage?: boolean }): Promise<Buffer>
  close(): Promise<void>
}

export interface Engine {
  readonly name: EngineName
  newPage(viewport: Viewport): Promise<EnginePage>
  close(): Promise<void>
}

/** Whether an engine is installed here, and if not which Debian packages bring it. */
export function engineMissing(name: EngineName): string | null {
  if (name === "chromium") return chromiumPath() ? null : "chromium"
  if (name === "firefox") return firefoxPath() ? null : "firefox-esr"
  return webkitPaths() ? null : "webkit2gtk-driver xvfb"
}

export async function launchEngine(name: EngineName): Promise<Engine> {
  const missing = engineMissing(name)
  if (missing) throw new Error(`${name} is not installed: apt-get install -y ${missing}`)
  return name === "webkit" ? launchWebKit() : launchPuppeteer(name)
}

const puppeteerKeys: Record<EngineKey, KeyInput> = {
  ArrowRight: "ArrowRight",
  ArrowLeft: "ArrowLeft",
  ArrowUp: "ArrowUp",
  ArrowDown: "ArrowDown",
  Home: "Home",
  End: "End",
  Enter: "Enter",
  Space: "Space",
  Tab: "Tab",
  Escape: "Escape",
}

async function launchPuppeteer(name: "chromium" | "firefox"): Promise<Engine> {
  const browser: Browser =
    name === "firefox"
      ? await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath()!, headless: true })
      : await puppeteer.launch({ executablePath: chromiumPath()!, args: chromiumArgs, headless: true })
  return {
    name,
    async newPage(viewport) {
      const context = await browser.createBrowserContext()
      const page: Page = await context.newPage()
      await page.setViewport(viewport)
      const centre = async (selector: string) => {
        const element = await page.waitForSelector(selector, { timeout: 10_000 })
        // The site scrolls smoothly: a scroll still under way (a focus's) would carry the element off after
        // it is scrolled to. Three frames without a scroll first, then an instant scroll, as for WebKit.
        await page.evaluate(
          () =>
            new Promise<void>((settled) => {
              let last = NaN
              let still = 0
              const check = () => {
                still = window.scrollY === last ? still + 1 : 0
                last = window.scrollY
                if (still >= 3) settled()
                else requestAnimationFrame(check)
              }
              requestAnimationFrame(check)
            }),
        )
        await element!.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }))
        const box = await element!.boundingBox()
        if (!box) throw new Error(`${selector} has no box`)
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }
      return {
        engine: name,
        async goto(url) {
          await page.goto(url)
          await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 })
        },
        evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        // Polled with evaluate, in the page's own world: puppeteer's waitForFunction may run in an isolated one.
        waitFor(fn, timeoutMs, ...args) {
          return poll(() => page.evaluate(fn as never, ...(args as unknown as never[])), timeoutMs, fn)
        },
        async click(selector) {
          const { x, y } = await centre(selector)
          await page.mouse.click(x, y)
        },
        async press(key, options = {}) {
          if (options.shift) await page.keyboard.down("Shift")
          await page.keyboard.press(puppeteerKeys[key])
          if (options.shift) await page.keyboard.up("Shift")
        },
        async drag(selector, dx, dy) {
          const { x, y } = await centre(selector)
          await page.mouse.move(x, y)
          await page.mouse.down()
          for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y + (dy * step) / 8)
          await page.mouse.up()
        },
        async type(selector, text) {
          const field = await page.waitForSelector(selector, { timeout: 10_000 })
          await field!.evaluate((node) => (node as HTMLInputElement).select())
          await page.keyboard.type(text)
        },
        async chooseFiles(selector, paths) {
          const input = await page.waitForSelector(selector, { timeout: 10_000 })
          await (input as unknown as { uploadFile: (...files: string[]) => Promise<void> }).uploadFile(...paths)
        },
        screenshot: async (options = {}) => Buffer.from(await page.screenshot({ fullPage: options.fullPage ?? false })),
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}

const seleniumKeys: Record<EngineKey, string> = {
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME,
  End: Key.END,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  Tab: Key.TAB,
  Escape: Key.ESCAPE,
}

/** Asks until the answer is truthy, every 50 ms, failing with the question after timeoutMs. */
async function poll(ask: () => Promise<unknown>, timeoutMs: number, question: { toString(): string }): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await ask())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for: ${question.toString().slice(0, 160)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })
}

/**
 * The script selenium runs for evaluate(): fn's source is part of the script WebDriver compiles, as the
 * pages' Content-Security-Policy forbids eval inside them; a promise it returns is awaited.
 */
const asyncCall = (source: string) => `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve().then(() => (${source}).apply(null, args))
  .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`

async function launchWebKit(): Promise<Engine> {
  const { driver: driverPath, browser: browserPath, display } = webkitPaths()!
  const drivers: { process: ChildProcess; session: WebDriver }[] = []
  return {
    name: "webkit",
    async newPage(viewport) {
      // A WebDriver session is one MiniBrowser window: one driver and one session per page.
      const port = await freePort()
      const process = spawn(display, ["-a", driverPath, `--port=${port}`], { stdio: "ignore", detached: true })
      let session: WebDriver | undefined
      for (let attempt = 0; !session; attempt++) {
        try {
          session = await new Builder()
            .usingServer(`http://127.0.0.1:${port}`)
            .withCapabilities({
              browserName: "MiniBrowser",
              "webkitgtk:browserOptions": { binary: browserPath, args: ["--automation"] },
            })
            .build()
        } catch (error) {
          if (attempt > 50) throw error
          await new Promise((r) => setTimeout(r, 200))
        }
      }
      drivers.push({ process, session })
      await session.manage().window().setRect({ width: viewport.width, height: viewport.height })
      const evaluate = async <A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> => {
        const result = (await session!.executeAsyncScript(asyncCall(fn.toString()), ...args)) as {
          value?: R
          error?: string
        }
        if (result.error) throw new Error(`in WebKit: ${result.error}`)
        return result.value as R
      }
      const find = async (selector: string) => {
        await session!.wait(
          async () => (await session!.findElements(By.css(selector))).length > 0,
          10_000,
          `${selector} did not appear`,
        )
        const element = await session!.findElement(By.css(selector))
        // instant: the site scrolls smoothly, and WebKit would act before the scroll ends
        await session!.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element)
        return element
      }
      return {
        engine: "webkit",
        async goto(url) {
          await session!.get(url)
          await session!.wait(
            async () => session!.executeScript("return document.documentElement.hasAttribute('data-hydrated')"),
            20_000,
            `${url} did not hydrate`,
          )
        },
        evaluate,
        waitFor(fn, timeoutMs, ...args) {
          return poll(() => evaluate(fn, ...args), timeoutMs, fn)
        },
        async click(selector) {
          // A pointer click at the element's middle, as the others do: WebKit's element click refuses
          // elements it judges covered, such as a radio's drawn swatch.
          await session!
            .actions({ async: true })
            .move({ origin: await find(selector) })
            .click()
            .perform()
        },
        async press(key, options = {}) {
          const actions = session!.actions({ async: true })
          if (options.shift) await actions.keyDown(Key.SHIFT).sendKeys(seleniumKeys[key]).keyUp(Key.SHIFT).perform()
          else await actions.sendKeys(seleniumKeys[key]).perform()
        },
        async drag(selector, dx, dy) {
          // From the element's middle as it is before the drag: a move relative to the element would follow it as it moves.
          const { x, y } = (await session!.executeScript(
            "const r = arguments[0].getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }",
            await find(selector),
          )) as { x: number; y: number }
          const at = (step: number) => ({
            origin: Origin.VIEWPORT,
            x: Math.round(x + (dx * step) / 8),
            y: Math.round(y + (dy * step) / 8),
          })
          let actions = session!.actions({ async: true }).move(at(0)).press()
          for (let step = 1; step <= 8; step++) actions = actions.move(at(step))
          await actions.release().perform()
        },
        async type(selector, text) {
          const field = await find(selector)
          await session!.executeScript("arguments[0].select()", field)
          await session!.actions({ async: true }).sendKeys(text).perform()
        },
        async chooseFiles(selector, paths) {
          const input = await session!.findElement(By.css(selector))
          await input.sendKeys(paths.join("\n"))
        },
        async screenshot(options = {}) {
          if (!options.fullPage) return Buffer.from(await session!.takeScreenshot(), "base64")
          // WebKit's WebDriver takes the viewport only: make the window as tall as the page, then put it back.
          const rect = await session!.manage().window().getRect()
          const [inner, full] = (await session!.executeScript(
            "return [innerHeight, document.documentElement.scrollHeight]",
          )) as number[]
          await session!
            .manage()
            .window()
            .setRect({ ...rect, height: rect.height - inner + full })
          await new Promise((r) => setTimeout(r, 300))
          const png = Buffer.from(await session!.takeScreenshot(), "base64")
          await session!.manage().window().setRect(rect)
          return png
        },
        async close() {
          await session!.quit().catch(() => undefined)
          killGroup(process)
        },
      }
    },
    async close() {
      for (const { process, session } of drivers) {
        await session.quit().catch(() => undefined)
        killGroup(process)
      }
    },
  }
}

/** xvfb-run starts the display and the driver beneath it: end the whole group. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid)
  } catch {
    // already gone
  }
}
