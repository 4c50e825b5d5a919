// A line every 30 seconds while long test files run, so `npm test` is never silent for minutes:
// Jest's own reporter speaks only when a whole file has finished.
class ProgressReporter {
  constructor() {
    this.done = 0
    this.failed = 0
    this.files = 0
    this.totalFiles = 0
    this.timer = null
  }

  onRunStart(results) {
    this.started = Date.now()
    this.totalFiles = results.numTotalTestSuites
    this.timer = setInterval(() => this.print(), 30_000)
    this.timer.unref()
  }

  onTestCaseResult(_test, result) {
    this.done += 1
    if (result.status === "failed") this.failed += 1
  }

  onTestFileResult() {
    this.files += 1
  }

  onRunComplete() {
    clearInterval(this.timer)
  }

  print() {
    const seconds = Math.round((Date.now() - this.started) / 1000)
    const time = `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`
    const failed = this.failed > 0 ? `, ${this.failed} failed` : ""
    process.stderr.write(
      `… ${this.done} tests done${failed}, ${this.files} of ${this.totalFiles} files finished (${time})\n`,
    )
  }
}

module.exports = ProgressReporter
