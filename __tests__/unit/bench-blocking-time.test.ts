import { blockingByKind, kindOfTask, tbtPartsText } from "../../scripts/bench/blocking-time.mjs"

// Trace events: durations in microseconds, as Chromium writes them.
const event = (name: string, ms: number) => ({ name, dur: ms * 1000 })

describe("the benchmark's split of Total Blocking Time", () => {
  it("names a task by the longest work of a kind in it", () => {
    expect(kindOfTask([event("ParseHTML", 4), event("EvaluateScript", 1), event("Layout", 30)])).toBe("document")
    expect(kindOfTask([event("ParseHTML", 4), event("EvaluateScript", 9)])).toBe("script")
    expect(kindOfTask([event("DocumentLoader::CommitNavigation", 20), event("V8.DeserializeContext", 2)])).toBe(
      "navigation",
    )
    expect(kindOfTask([event("ResourceReceivedData", 1)])).toBe("other")
  })

  it("counts a task as Lighthouse does: only its part after FCP and before TTI, less 50 ms", () => {
    const fcp = 800
    const tti = 2000
    const tasks = [
      { kind: "document", start: 700, end: 790 }, // over before the first paint
      { kind: "document", start: 760, end: 900 }, // 100 ms of it after FCP: 50 count
      { kind: "script", start: 1200, end: 1245 }, // under 50 ms
      { kind: "script", start: 1500, end: 1580 }, // 30
      { kind: "script", start: 1960, end: 2100 }, // 40 ms of it before TTI: none
    ] as const
    expect(blockingByKind(tasks, fcp, tti)).toEqual({ navigation: 0, document: 50, script: 30, other: 0 })
  })

  it("prints the mean of the runs that have a split, naming 'other' only when there is some", () => {
    const runs = [
      { tbtParts: { navigation: 0, document: 60, script: 10, other: 0 } },
      { tbtParts: { navigation: 20, document: 30, script: 20, other: 0 } },
      { tbtParts: undefined },
    ]
    expect(tbtPartsText(runs)).toBe("document 45 + scripts 15 + navigation 10 ms")
    expect(tbtPartsText([{ tbtParts: { navigation: 0, document: 0, script: 0, other: 8 } }])).toBe(
      "document 0 + scripts 0 + navigation 0 + other 8 ms",
    )
    expect(tbtPartsText([{ tbtParts: undefined }])).toBe("–")
  })
})
